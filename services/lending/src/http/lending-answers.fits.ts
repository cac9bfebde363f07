import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { CreditController } from './credit.controller';
import type { LendingAdminController } from './lending-admin.controller';
import type { LoansController } from './loans.controller';
import type { BorrowerStandingResponseDto, CreditRequestResponseDto, LoanBookResponseDto, LoanDetailResponseDto, LoanOfferResponseDto, LoanResponseDto, LoanStaffResponseDto } from './lending.response.dto';
import type { LendingRulesResponseDto } from '../settings/lending-rules.dto';

type Staff<Method extends keyof LendingAdminController> = Awaited<ReturnType<LendingAdminController[Method]>> extends { data: infer D } ? D : never;

// What the routes answer must fit these (libs/http answer-fits.ts).
export type LendingAnswersFit = [
  Fits<EnvelopeDataOf<LoansController, 'terms'>, LoanOfferResponseDto>,
  Fits<EnvelopeDataOf<LoansController, 'apply'>, LoanDetailResponseDto>,
  Fits<EnvelopeDataOf<LoansController, 'mine'>, { items: LoanResponseDto[] }>,
  Fits<EnvelopeDataOf<LoansController, 'repay'>, LoanDetailResponseDto>,
  Fits<EnvelopeDataOf<CreditController, 'mine'>, BorrowerStandingResponseDto>,
  Fits<EnvelopeDataOf<CreditController, 'requestEvaluation'>, BorrowerStandingResponseDto>,
  Fits<Staff<'list'>, LoanStaffResponseDto[]>,
  Fits<Staff<'creditRequests'>, CreditRequestResponseDto[]>,
  Fits<Staff<'book'>, LoanBookResponseDto>,
  Fits<Staff<'disburse'>, LoanDetailResponseDto>,
  Fits<Staff<'lendingRules'>, LendingRulesResponseDto>,
  Fits<Staff<'changeLendingRules'>, LendingRulesResponseDto>,
];
