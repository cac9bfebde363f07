import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { BorrowerStandingResponseDto } from '../queries/credit.response.dto';
import type { SubmitCreditProofsController } from './submit-credit-proofs.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type SubmitCreditProofsAnswerFits = Fits<EnvelopeDataOf<SubmitCreditProofsController, 'proofs'>, BorrowerStandingResponseDto>;
