import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { LoanDetailResponseDto } from '../queries/loan.response.dto';
import type { ReviewRepaymentProofController } from './review-repayment-proof.http.controller';

// What the routes answer must fit their document (libs/http answer-fits.ts).
export type ReviewRepaymentProofAnswersFit = [
  Fits<EnvelopeDataOf<ReviewRepaymentProofController, 'approveRepayment'>, LoanDetailResponseDto>,
  Fits<EnvelopeDataOf<ReviewRepaymentProofController, 'rejectRepayment'>, LoanDetailResponseDto>,
];
