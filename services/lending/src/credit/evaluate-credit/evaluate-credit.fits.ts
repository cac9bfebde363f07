import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { BorrowerStandingResponseDto } from '../queries/credit.response.dto';
import type { EvaluateCreditController } from './evaluate-credit.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type EvaluateCreditAnswerFits = Fits<EnvelopeDataOf<EvaluateCreditController, 'evaluate'>, BorrowerStandingResponseDto>;
