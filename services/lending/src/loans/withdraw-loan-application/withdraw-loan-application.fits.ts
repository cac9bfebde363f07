import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { LoanDetailResponseDto } from '../queries/loan.response.dto';
import type { WithdrawLoanApplicationController } from './withdraw-loan-application.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type WithdrawLoanApplicationAnswerFits = Fits<EnvelopeDataOf<WithdrawLoanApplicationController, 'withdraw'>, LoanDetailResponseDto>;
