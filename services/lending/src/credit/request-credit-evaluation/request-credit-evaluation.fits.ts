import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { BorrowerStandingResponseDto } from '../queries/credit.response.dto';
import type { RequestCreditEvaluationController } from './request-credit-evaluation.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type RequestCreditEvaluationAnswerFits = Fits<EnvelopeDataOf<RequestCreditEvaluationController, 'requestEvaluation'>, BorrowerStandingResponseDto>;
