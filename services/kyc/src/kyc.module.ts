import { Inject, Injectable, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { customerLabelsSubscription } from '@meridian/contracts';
import type { EventStore } from '@meridian/eventstore';
import type { MessageBus } from '@meridian/messaging';
import { EVENT_STORE, MESSAGE_BUS } from '@meridian/runtime';
import { KycAdminController } from './http/kyc-admin.controller';
import { KycController } from './http/kyc.controller';
import { RiskController } from './http/risk.controller';
import { VerificationLimitsAdminController } from './http/verification-limits-admin.controller';
import { verificationLimitsProjection } from './limits/verification-limits.projection';
import { VerificationLimitsQuery } from './limits/verification-limits.query';
import { CONTROL_PROPOSAL_BOOK, controlProposalsController } from '@meridian/http';
import { ChangeVerificationLimitsHandler } from './use-cases/change-verification-limits/change-verification-limits.handler';
import { KycControlProposals } from './use-cases/change-verification-limits/kyc-control-proposals';
import { riskProfileProjection } from './risk-profile/risk-profile.projection';
import { RiskProfileQuery } from './risk-profile/risk-profile.query';
import { AnswerRiskQuestionnaireHandler } from './use-cases/answer-risk-questionnaire/answer-risk-questionnaire.handler';
import { ReviewVerificationHandler } from './use-cases/review-verification/review-verification.handler';
import { SubmitVerificationHandler } from './use-cases/submit-verification/submit-verification.handler';
import { kycProjection } from './verification/kyc.projection';
import { KycStatusQuery } from './verification/kyc-status.query';

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
  controllers: [KycController, KycAdminController, RiskController, VerificationLimitsAdminController, controlProposalsController('kyc', ['admin', 'compliance', 'auditor'], ['admin', 'compliance'])],
  providers: [SubmitVerificationHandler, ReviewVerificationHandler, KycStatusQuery, KycCustomerLabelsConsumer, AnswerRiskQuestionnaireHandler, RiskProfileQuery, VerificationLimitsQuery, ChangeVerificationLimitsHandler, KycControlProposals, { provide: CONTROL_PROPOSAL_BOOK, useExisting: KycControlProposals }],
})
export class KycModule implements OnApplicationBootstrap {
  // Registered at construction, before anything can append: an event stored without its inline
  // projection would leave the read models behind until a rebuild.
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly proposals: KycControlProposals,
  ) {
    // Projections only build read models: what kyc publishes, its use cases write (kyc-store.ts).
    store.addInlineProjection(kycProjection);
    store.addInlineProjection(riskProfileProjection);
    store.addInlineProjection(verificationLimitsProjection);
  }

  /** Before any request: confirmed changes a crash left unapplied apply now. */
  async onApplicationBootstrap(): Promise<void> {
    await this.proposals.applyConfirmed();
  }
}
