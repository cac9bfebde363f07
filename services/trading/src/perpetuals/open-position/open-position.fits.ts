import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { PositionResponseDto } from '../position.response.dto';
import type { OpenPositionHttpController } from './open-position.http.controller';

// What the route answers must fit the response DTO it is described by (libs/http answer-fits.ts).
export type OpenPositionAnswerFits = Fits<EnvelopeDataOf<OpenPositionHttpController, 'open'>, PositionResponseDto>;
