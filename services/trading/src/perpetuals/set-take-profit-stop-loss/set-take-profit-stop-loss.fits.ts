import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { PositionResponseDto } from '../position.response.dto';
import type { SetTakeProfitStopLossHttpController } from './set-take-profit-stop-loss.http.controller';

// What the route answers must fit the response DTO it is described by (libs/http answer-fits.ts).
export type SetTakeProfitStopLossAnswerFits = Fits<EnvelopeDataOf<SetTakeProfitStopLossHttpController, 'takeProfitStopLoss'>, PositionResponseDto>;
