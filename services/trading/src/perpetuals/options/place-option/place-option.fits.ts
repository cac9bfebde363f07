import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { OptionOrderResponseDto } from '../queries/option.response.dto';
import type { PlaceOptionHttpController } from './place-option.http.controller';

// What the route answers must fit the response DTO it is described by (libs/http answer-fits.ts).
export type PlaceOptionAnswerFits = Fits<EnvelopeDataOf<PlaceOptionHttpController, 'place'>, OptionOrderResponseDto>;
