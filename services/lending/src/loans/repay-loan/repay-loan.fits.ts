import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { LoanDetailResponseDto } from '../queries/loan.response.dto';
import type { RepayLoanController } from './repay-loan.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type RepayLoanAnswerFits = Fits<EnvelopeDataOf<RepayLoanController, 'repay'>, LoanDetailResponseDto>;
