import { Inject, Injectable, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { customerLabelsSubscription } from '@meridian/contracts';
import type { EventStore } from '@meridian/eventstore';
import type { MessageBus } from '@meridian/messaging';
import { EVENT_STORE, MESSAGE_BUS } from '@meridian/runtime';
import { CONTROL_PROPOSAL_BOOK, controlProposalsController } from '@meridian/http';
import { KycControlProposals } from './kyc-control-proposals';
import { ChangeVerificationLimitsHandler } from './limits/change-verification-limits/change-verification-limits.handler';
import { ChangeVerificationLimitsController } from './limits/change-verification-limits/change-verification-limits.http.controller';
import { TierLimitsController, VerificationLimitsAdminController } from './limits/queries/verification-limits.http.controller';
import { VerificationLimitsQuery } from './limits/queries/verification-limits.query';
import { verificationLimitsProjection } from './limits/verification-limits.projection';
import { AnswerRiskQuestionnaireHandler } from './risk-profile/answer-risk-questionnaire/answer-risk-questionnaire.handler';
import { AnswerRiskQuestionnaireController } from './risk-profile/answer-risk-questionnaire/answer-risk-questionnaire.http.controller';
import { RiskController } from './risk-profile/queries/risk-profile.http.controller';
import { RiskProfileQuery } from './risk-profile/queries/risk-profile.query';
import { riskProfileProjection } from './risk-profile/risk-profile.projection';
import { kycProjection } from './verification/kyc.projection';
import { KycAdminController } from './verification/queries/kyc-review-queue.http.controller';
import { KycController } from './verification/queries/kyc-status.http.controller';
import { KycStatusQuery } from './verification/queries/kyc-status.query';
import { ReviewVerificationHandler } from './verification/review-verification/review-verification.handler';
import { ReviewVerificationController } from './verification/review-verification/review-verification.http.controller';
import { SubmitVerificationHandler } from './verification/submit-verification/submit-verification.handler';
import { SubmitVerificationController } from './verification/submit-verification/submit-verification.http.controller';

/** The names compliance screens show, from identity's published registrations. */
@Injectable()
export class KycCustomerLabelsConsumer implements OnModuleInit {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe(customerLabelsSubscription('kyc.customer-labels', 'kyc_customer_labels'));
  }
}

/** Identity verification and the risk profile: the `kyc` bounded context (docs/kyc.md). */
@Module({
  imports: [CqrsModule],
  // In the order the OpenAPI document lists them; within a controller a fixed path comes before `:id`.
  controllers: [
    TierLimitsController,
    KycController,
    SubmitVerificationController,
    KycAdminController,
    ReviewVerificationController,
    RiskController,
    AnswerRiskQuestionnaireController,
    VerificationLimitsAdminController,
    ChangeVerificationLimitsController,
    controlProposalsController('kyc', ['admin', 'compliance', 'auditor'], ['admin', 'compliance']),
  ],
  providers: [SubmitVerificationHandler, ReviewVerificationHandler, KycStatusQuery, KycCustomerLabelsConsumer, AnswerRiskQuestionnaireHandler, RiskProfileQuery, VerificationLimitsQuery, ChangeVerificationLimitsHandler, KycControlProposals, { provide: CONTROL_PROPOSAL_BOOK, useExisting: KycControlProposals }],
})
export class KycModule implements OnApplicationBootstrap {
  // Registered at construction, before anything can append: an event stored without its inline
  // projection would leave the read models behind until a rebuild.
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly proposals: KycControlProposals,
  ) {
    // Projections only build read models: what kyc publishes, its use cases write to the outbox (commandHandling's afterAppend).
    store.addInlineProjection(kycProjection);
    store.addInlineProjection(riskProfileProjection);
    store.addInlineProjection(verificationLimitsProjection);
  }

  /** Before any request: confirmed changes a crash left unapplied apply now. */
  async onApplicationBootstrap(): Promise<void> {
    await this.proposals.applyConfirmed();
  }
}
