import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { EventStore } from '@meridian/eventstore';
import { CONTROL_PROPOSAL_BOOK, controlProposalsController } from '@meridian/http';
import { EVENT_STORE } from '@meridian/runtime';
import { BorrowerStandings } from './credit/borrower-standing';
import { creditProjection } from './credit/credit.projection';
import { LendingConsumers } from './funds/lending-consumers';
import { CreditController } from './http/credit.controller';
import { LendingAdminController } from './http/lending-admin.controller';
import { LoansController } from './http/loans.controller';
import { LendingLegacyController } from './http/lending-legacy.controller';
import { LoanAccrual } from './loans/loan-accrual';
import { LoanStore } from './loans/loan-store';
import { loansProjection } from './loans/loans.projection';
import { LoansQuery } from './loans/loans.query';
import { ApplyForLoanHandler } from './use-cases/apply/apply-for-loan.handler';
import { CreditRequestsQuery } from './use-cases/credit/credit-requests.query';
import { EvaluateCreditHandler, RequestCreditEvaluationHandler, SubmitCreditProofsHandler } from './use-cases/credit/credit.handlers';
import { RepayLoanHandler, WithdrawLoanApplicationHandler } from './use-cases/repay/customer-loan-actions.handler';
import { ReviewLoanHandler, ReviewRepaymentProofHandler } from './use-cases/review/review-loan.handler';
import { LendingControlProposals } from './settings/lending-control-proposals';
import { LendingRulesService } from './settings/lending-rules.service';

/** Lending: loans from the platform's loan book and the credit score (docs/lending.md). */
@Module({
  imports: [CqrsModule],
  controllers: [LoansController, CreditController, LendingAdminController, LendingLegacyController, controlProposalsController('lending', ['admin', 'finance', 'auditor'], ['admin', 'finance'])],
  providers: [
    LoanStore,
    LoansQuery,
    BorrowerStandings,
    LoanAccrual,
    LendingConsumers,
    ApplyForLoanHandler,
    ReviewLoanHandler,
    ReviewRepaymentProofHandler,
    WithdrawLoanApplicationHandler,
    RepayLoanHandler,
    EvaluateCreditHandler,
    SubmitCreditProofsHandler,
    RequestCreditEvaluationHandler,
    CreditRequestsQuery,
    LendingControlProposals,
    { provide: CONTROL_PROPOSAL_BOOK, useExisting: LendingControlProposals },
    LendingRulesService,
  ],
})
export class LendingModule implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly proposals: LendingControlProposals,
  ) {
    store.addInlineProjection(loansProjection);
    store.addInlineProjection(creditProjection);
  }

  /** Before any request: confirmed changes of the lending rules a crash left unapplied apply now. */
  async onApplicationBootstrap(): Promise<void> {
    await this.proposals.applyConfirmed();
  }
}
