import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { EventStore } from '@meridian/eventstore';
import { CONTROL_PROPOSAL_BOOK, controlProposalsController } from '@meridian/http';
import { EVENT_STORE } from '@meridian/runtime';
import { VipLevelsConsumer } from './customers/vip-levels.consumer';
import { EtfMarketConsumer } from './etf/etf-market.consumer';
import { EtfStore } from './etf/etf-store';
import { EtfValuation } from './etf/etf-valuation';
import { etfProjection } from './etf/etf.projection';
import { EtfQueriesController } from './etf/queries/etf.http.controller';
import { EtfQuery } from './etf/queries/etf.query';
import { TradeEtfHandler } from './etf/trade-etf/trade-etf.handler';
import { TradeEtfController } from './etf/trade-etf/trade-etf.http.controller';
import { EarnCutoff } from './orders/earn-cutoff';
import { EarnOrderStore } from './orders/earn-order-store';
import { earnOrdersProjection } from './orders/earn-orders.projection';
import { PayoutCover } from './orders/payout-cover';
import { PurchaseEarnHandler } from './orders/purchase-earn/purchase-earn.handler';
import { PurchaseEarnController, PurchaseEarnLegacyController } from './orders/purchase-earn/purchase-earn.http.controller';
import { EarnOrdersStaffController } from './orders/queries/earn-orders-staff.http.controller';
import { EarnOrdersLegacyController, EarnOrdersQueriesController } from './orders/queries/earn-orders.http.controller';
import { EarnOrdersQuery } from './orders/queries/earn-orders.query';
import { RequestRedemptionHandler } from './orders/request-redemption/request-redemption.handler';
import { RequestRedemptionController, RequestRedemptionLegacyController } from './orders/request-redemption/request-redemption.http.controller';
import { ReviewRedemptionHandler } from './orders/review-redemption/review-redemption.handler';
import { ReviewRedemptionController } from './orders/review-redemption/review-redemption.http.controller';
import { ProductFundsAnswersConsumer } from './product-funds/product-funds-answers.consumer';
import { earnProductsProjection } from './products/earn-products.projection';
import { earnRatesProjection } from './products/earn-rates.projection';
import { EarnControlProposals } from './products/publish-earn-product/earn-control-proposals';
import { PublishEarnProductHandler } from './products/publish-earn-product/publish-earn-product.handler';
import { PublishEarnProductController } from './products/publish-earn-product/publish-earn-product.http.controller';
import { EarnProductsStaffController } from './products/queries/earn-products-staff.http.controller';
import { EarnProductsLegacyController, EarnProductsQueriesController } from './products/queries/earn-products.http.controller';
import { EarnProductsQuery } from './products/queries/earn-products.query';
import { SetDailyRateHandler } from './products/set-daily-rate/set-daily-rate.handler';
import { SetDailyRateController } from './products/set-daily-rate/set-daily-rate.http.controller';
import { AllotCoinHandler } from './subscription/allot-coin/allot-coin.handler';
import { AllotCoinController } from './subscription/allot-coin/allot-coin.http.controller';
import { FailCoinIssuanceHandler } from './subscription/fail-coin-issuance/fail-coin-issuance.handler';
import { FailCoinIssuanceController } from './subscription/fail-coin-issuance/fail-coin-issuance.http.controller';
import { OfferCoinHandler } from './subscription/offer-coin/offer-coin.handler';
import { OfferCoinController } from './subscription/offer-coin/offer-coin.http.controller';
import { SubscriptionQueriesController } from './subscription/queries/subscription.http.controller';
import { SubscriptionQuery } from './subscription/queries/subscription.query';
import { SubscribeHandler } from './subscription/subscribe/subscribe.handler';
import { SubscribeController } from './subscription/subscribe/subscribe.http.controller';
import { SubscriptionHoldAnswers } from './subscription/subscription-hold-answers';
import { SubscriptionRelease } from './subscription/subscription-release';
import { SubscriptionStore } from './subscription/subscription-store';
import { subscriptionProjection } from './subscription/subscription.projection';

/** Earn: custody and VIP products, their orders and payouts, ETF funds, new-coin subscription (docs/earn.md, docs/subscription.md). */
@Module({
  imports: [CqrsModule],
  controllers: [
    EarnProductsQueriesController,
    EarnOrdersQueriesController,
    PurchaseEarnController,
    RequestRedemptionController,
    EarnOrdersStaffController,
    ReviewRedemptionController,
    EarnProductsStaffController,
    PublishEarnProductController,
    SetDailyRateController,
    EtfQueriesController,
    TradeEtfController,
    SubscriptionQueriesController,
    SubscribeController,
    OfferCoinController,
    AllotCoinController,
    FailCoinIssuanceController,
    EarnOrdersLegacyController,
    EarnProductsLegacyController,
    PurchaseEarnLegacyController,
    RequestRedemptionLegacyController,
    controlProposalsController('earn', ['admin', 'finance', 'auditor'], ['admin', 'finance']),
  ],
  providers: [
    EarnOrderStore,
    PayoutCover,
    EarnOrdersQuery,
    EarnProductsQuery,
    EarnCutoff,
    ProductFundsAnswersConsumer,
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
    SubscriptionHoldAnswers,
    SubscriptionRelease,
    SubscribeHandler,
    OfferCoinHandler,
    AllotCoinHandler,
    FailCoinIssuanceHandler,
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
