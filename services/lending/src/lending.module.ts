import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { EventStore } from '@meridian/eventstore';
import { CONTROL_PROPOSAL_BOOK, controlProposalsController } from '@meridian/http';
import { EVENT_STORE } from '@meridian/runtime';
import { CreditCommands } from './credit/credit-commands';
import { CreditProofs } from './credit/credit-proofs';
import { creditProjection } from './credit/credit.projection';
import { EvaluateCreditHandler } from './credit/evaluate-credit/evaluate-credit.handler';
import { EvaluateCreditController } from './credit/evaluate-credit/evaluate-credit.http.controller';
import { CreditController, CreditLegacyController } from './credit/queries/borrower-standing.http.controller';
import { BorrowerStandings } from './credit/queries/borrower-standing.query';
import { CreditAdminController } from './credit/queries/credit-admin.http.controller';
import { CreditRequestsQuery } from './credit/queries/credit-requests.query';
import { RequestCreditEvaluationHandler } from './credit/request-credit-evaluation/request-credit-evaluation.handler';
import { RequestCreditEvaluationController } from './credit/request-credit-evaluation/request-credit-evaluation.http.controller';
import { SubmitCreditProofsHandler } from './credit/submit-credit-proofs/submit-credit-proofs.handler';
import { SubmitCreditProofsController } from './credit/submit-credit-proofs/submit-credit-proofs.http.controller';
import { LendingConsumers } from './funds/lending-consumers';
import { LoanAccrual } from './loans/accrue-loan-interest/accrue-loan-interest.handler';
import { ApplyForLoanHandler } from './loans/apply-for-loan/apply-for-loan.handler';
import { ApplyForLoanController } from './loans/apply-for-loan/apply-for-loan.http.controller';
import { LoanCommands } from './loans/loan-commands';
import { loansProjection } from './loans/loans.projection';
import { LoansAdminController } from './loans/queries/loans-admin.http.controller';
import { LendingLegacyController } from './loans/queries/loans-legacy.http.controller';
import { LoansController } from './loans/queries/loans.http.controller';
import { LoansQuery } from './loans/queries/loans.query';
import { RepayLoanHandler } from './loans/repay-loan/repay-loan.handler';
import { RepayLoanController, RepayLoanLegacyController } from './loans/repay-loan/repay-loan.http.controller';
import { ReviewLoanHandler } from './loans/review-loan/review-loan.handler';
import { ReviewLoanController } from './loans/review-loan/review-loan.http.controller';
import { ReviewRepaymentProofHandler } from './loans/review-repayment-proof/review-repayment-proof.handler';
import { ReviewRepaymentProofController } from './loans/review-repayment-proof/review-repayment-proof.http.controller';
import { WithdrawLoanApplicationHandler } from './loans/withdraw-loan-application/withdraw-loan-application.handler';
import { WithdrawLoanApplicationController } from './loans/withdraw-loan-application/withdraw-loan-application.http.controller';
import { ChangeLendingRulesHandler } from './settings/change-lending-rules/change-lending-rules.handler';
import { ChangeLendingRulesController } from './settings/change-lending-rules/change-lending-rules.http.controller';
import { LendingControlProposals } from './settings/lending-control-proposals';
import { LendingRulesController } from './settings/queries/lending-rules.http.controller';
import { LendingRulesQuery } from './settings/queries/lending-rules.query';

/** Lending: loans from the platform's loan book and the credit score (docs/lending.md). */
@Module({
  imports: [CqrsModule],
  // In the order the OpenAPI document lists them; within a controller a fixed path comes before `:id`.
  controllers: [
    LoansController,
    ApplyForLoanController,
    WithdrawLoanApplicationController,
    RepayLoanController,
    CreditController,
    SubmitCreditProofsController,
    RequestCreditEvaluationController,
    LendingRulesController,
    ChangeLendingRulesController,
    LoansAdminController,
    ReviewLoanController,
    ReviewRepaymentProofController,
    CreditAdminController,
    EvaluateCreditController,
    CreditLegacyController,
    RepayLoanLegacyController,
    LendingLegacyController,
    controlProposalsController('lending', ['admin', 'finance', 'auditor'], ['admin', 'finance']),
  ],
  providers: [
    LoanCommands,
    LoansQuery,
    LoanAccrual,
    LendingConsumers,
    ApplyForLoanHandler,
    WithdrawLoanApplicationHandler,
    RepayLoanHandler,
    ReviewLoanHandler,
    ReviewRepaymentProofHandler,
    CreditCommands,
    CreditProofs,
    BorrowerStandings,
    CreditRequestsQuery,
    EvaluateCreditHandler,
    SubmitCreditProofsHandler,
    RequestCreditEvaluationHandler,
    LendingControlProposals,
    { provide: CONTROL_PROPOSAL_BOOK, useExisting: LendingControlProposals },
    LendingRulesQuery,
    ChangeLendingRulesHandler,
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
