import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCOUNTS_SOURCE, parseProductFundsAnswerV1, ProductFundsEvents, type ProductFundsAnswerV1 } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { ETF_BUY_PREFIX } from '../etf/etf.messages';
import { EtfStore, holdingId } from '../etf/etf-store';
import { EarnOrderStore } from '../orders/earn-order-store';
import { SubscriptionHoldAnswers } from '../subscription/subscription-hold-answers';
import { LEGACY_FUNDS_ANSWERS } from './legacy-funds-answers';

/**
 * The funding wallet's answers to what earn asked of it (docs/architecture.md, "Holding money for a
 * product"): an order's principal held (in custody from the next cut-off) or refused, an ETF purchase
 * paid or refused, a subscription's USDT held or refused. Releases, settlements and payouts need no
 * step here: they end what the product already decided.
 */
@Injectable()
export class ProductFundsAnswersConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly orders: EarnOrderStore,
    private readonly etf: EtfStore,
    private readonly subscriptions: SubscriptionHoldAnswers,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'earn.product-funds-answers',
      sources: [ACCOUNTS_SOURCE],
      types: [ProductFundsEvents.held, ProductFundsEvents.refused, ProductFundsEvents.settled],
      handle: (event) => this.answer(event.type, parseProductFundsAnswerV1(event.type, event.data)),
    });
    for (const legacy of LEGACY_FUNDS_ANSWERS)
      await this.bus.subscribe({
        consumer: legacy.consumer,
        sources: [ACCOUNTS_SOURCE],
        types: legacy.types,
        handle: async (event) => {
          const { type, answer } = legacy.upcast(event.type, event.data);
          await this.answer(type, answer);
        },
      });
  }

  private async answer(type: string, answer: ProductFundsAnswerV1): Promise<void> {
    const refused = type === ProductFundsEvents.refused;
    const metadata = { customerId: answer.customerId };
    const now = new Date(answer.at);
    if (answer.kind === 'earn' && answer.step === 'hold') {
      if (refused) await this.orders.execute(answer.referenceId, { type: 'FailEarnOrder', data: { reason: answer.reason ?? 'earn.insufficientBalance' } }, { metadata, now });
      else await this.orders.execute(answer.referenceId, { type: 'ActivateEarnOrder' }, { metadata, now });
    } else if (answer.kind === 'etf' && answer.step === 'payment') {
      const holding = holdingId(answer.referenceId, answer.customerId);
      const tradeId = answer.stepId.slice(ETF_BUY_PREFIX.length);
      if (refused) await this.etf.holding(holding, { type: 'FailEtfBuy', data: { tradeId, reason: answer.reason ?? 'earn.insufficientBalance' } }, { metadata, now });
      else await this.etf.holding(holding, { type: 'SettleEtfBuy', data: { tradeId } }, { metadata, now });
    } else if (answer.kind === 'subscription' && answer.step === 'hold') {
      if (refused) await this.subscriptions.refused(answer.referenceId, answer.reason ?? 'subscription.insufficientUsdt', metadata);
      else await this.subscriptions.held(answer.referenceId, metadata);
    }
  }
}
