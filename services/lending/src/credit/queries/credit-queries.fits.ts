import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { CreditController } from './borrower-standing.http.controller';
import type { CreditAdminController } from './credit-admin.http.controller';
import type { BorrowerStandingResponseDto, CreditRequestResponseDto } from './credit.response.dto';

// What the routes answer must fit these (libs/http answer-fits.ts).
export type CreditQueriesAnswersFit = [
  Fits<EnvelopeDataOf<CreditController, 'mine'>, BorrowerStandingResponseDto>,
  Fits<EnvelopeDataOf<CreditAdminController, 'creditRequests'>, CreditRequestResponseDto[]>,
  Fits<EnvelopeDataOf<CreditAdminController, 'credit'>, BorrowerStandingResponseDto>,
];
