import { PayoutCover } from './orders/payout-cover';
import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { EventStore } from '@meridian/eventstore';
import { EVENT_STORE } from '@meridian/runtime';
import { VipLevelsConsumer } from './customers/vip-levels.consumer';
import { EarnHoldAnswersConsumer } from './funds/earn-hold-answers.consumer';
import { CONTROL_PROPOSAL_BOOK, controlProposalsController } from '@meridian/http';
import { EarnAdminController } from './http/earn-admin.controller';
import { EarnController } from './http/earn.controller';
import { EtfController } from './http/etf.controller';
import { SubscriptionController } from './http/subscription.controller';
import { SubscriptionHoldAnswersConsumer } from './subscription/subscription-hold-answers.consumer';
import { SubscriptionRelease } from './subscription/subscription-release';
import { SubscriptionStore } from './subscription/subscription-store';
import { subscriptionProjection } from './subscription/subscription.projection';
import { SubscriptionQuery } from './subscription/subscription.query';
import { DecideOfferingHandler } from './use-cases/subscription/offering-decisions.handler';
import { SubscribeHandler } from './use-cases/subscription/subscribe.handler';
import { EtfMarketConsumer } from './etf/etf-market.consumer';
import { EtfStore } from './etf/etf-store';
import { EtfValuation } from './etf/etf-valuation';
import { etfProjection } from './etf/etf.projection';
import { EtfQuery } from './etf/etf.query';
import { TradeEtfHandler } from './use-cases/etf/trade-etf.handler';
import { EarnLegacyController } from './http/earn-legacy.controller';
import { EarnCutoff } from './orders/earn-cutoff';
import { EarnOrderStore } from './orders/earn-order-store';
import { earnOrdersProjection } from './orders/earn-orders.projection';
import { EarnOrdersQuery } from './orders/earn-orders.query';
import { EarnProductsQuery } from './products/earn-products.query';
import { earnProductsProjection } from './products/earn-products.projection';
import { earnRatesProjection } from './products/earn-rates.projection';
import { SetDailyRateHandler } from './use-cases/daily-rates/set-daily-rate.handler';
import { PublishEarnProductHandler } from './use-cases/publish-product/publish-earn-product.handler';
import { EarnControlProposals } from './use-cases/publish-product/earn-control-proposals';
import { PurchaseEarnHandler } from './use-cases/purchase/purchase-earn.handler';
import { RequestRedemptionHandler } from './use-cases/redeem/request-redemption.handler';
import { ReviewRedemptionHandler } from './use-cases/redeem/review-redemption.handler';

/** Earn: custody products, their orders and payouts (docs/earn.md). */
@Module({
  imports: [CqrsModule],
  controllers: [EarnController, EarnAdminController, EarnLegacyController, EtfController, SubscriptionController, controlProposalsController('earn', ['admin', 'finance', 'auditor'], ['admin', 'finance'])],
  providers: [
    EarnOrderStore,
    PayoutCover,
    EarnOrdersQuery,
    EarnProductsQuery,
    EarnCutoff,
    EarnHoldAnswersConsumer,
    VipLevelsConsumer,
    PurchaseEarnHandler,
    RequestRedemptionHandler,
    ReviewRedemptionHandler,
    SetDailyRateHandler,
    PublishEarnProductHandler,
    EarnControlProposals,
    { provide: CONTROL_PROPOSAL_BOOK, useExisting: EarnControlProposals },
    EtfStore,
    EtfQuery,
    EtfValuation,
    EtfMarketConsumer,
    TradeEtfHandler,
    SubscriptionStore,
    SubscriptionQuery,
    SubscriptionHoldAnswersConsumer,
    SubscriptionRelease,
    SubscribeHandler,
    DecideOfferingHandler,
  ],
})
export class EarnModule implements OnApplicationBootstrap {
  // Registered at construction, before anything can append (as every service's inline projections).
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly proposals: EarnControlProposals,
  ) {
    store.addInlineProjection(earnOrdersProjection);
    store.addInlineProjection(earnRatesProjection);
    store.addInlineProjection(earnProductsProjection);
    store.addInlineProjection(etfProjection);
    store.addInlineProjection(subscriptionProjection);
  }

  /** Before any request: confirmed changes a crash left unapplied apply now. */
  async onApplicationBootstrap(): Promise<void> {
    await this.proposals.applyConfirmed();
  }
}
