import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { LoanDetailResponseDto } from '../queries/loan.response.dto';
import type { ReviewLoanController } from './review-loan.http.controller';

// What the routes answer must fit their document (libs/http answer-fits.ts).
export type ReviewLoanAnswersFit = [
  Fits<EnvelopeDataOf<ReviewLoanController, 'disburse'>, LoanDetailResponseDto>,
  Fits<EnvelopeDataOf<ReviewLoanController, 'reject'>, LoanDetailResponseDto>,
];
