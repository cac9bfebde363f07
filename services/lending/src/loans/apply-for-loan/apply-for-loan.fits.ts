import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { LoanDetailResponseDto } from '../queries/loan.response.dto';
import type { ApplyForLoanController } from './apply-for-loan.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type ApplyForLoanAnswerFits = Fits<EnvelopeDataOf<ApplyForLoanController, 'apply'>, LoanDetailResponseDto>;
