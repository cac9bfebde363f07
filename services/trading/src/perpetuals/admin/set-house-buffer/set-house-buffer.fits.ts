import type { AnswerOf, Fits } from '@meridian/http';
import type { HouseBufferResponseDto } from '../queries/contract-house.response.dto';
import type { SetHouseBufferHttpController } from './set-house-buffer.http.controller';

// What the route answers must fit the response DTO it is described by (libs/http answer-fits.ts).
export type SetHouseBufferAnswerFits = Fits<AnswerOf<SetHouseBufferHttpController, 'houseBuffer'>['data'], HouseBufferResponseDto>;
