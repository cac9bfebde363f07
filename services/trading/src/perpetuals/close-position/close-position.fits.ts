import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { PositionResponseDto } from '../position.response.dto';
import type { ClosePositionHttpController } from './close-position.http.controller';

// What the route answers must fit the response DTO it is described by (libs/http answer-fits.ts).
export type ClosePositionAnswerFits = Fits<EnvelopeDataOf<ClosePositionHttpController, 'close'>, PositionResponseDto>;
