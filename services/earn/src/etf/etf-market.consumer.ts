import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCOUNTS_SOURCE, EtfFundsEvents, MarketCloseEvents, parseEtfPurchaseAnsweredV1, parseInstrumentDailyClosedV1, TRADING_SOURCE } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { EtfStore } from './etf-store';

/** What ETF products hear: trading's daily closes (kept to value the funds), and the wallet's answer to a purchase. */
@Injectable()
export class EtfMarketConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly etf: EtfStore,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'earn.daily-closes',
      sources: [TRADING_SOURCE],
      types: [MarketCloseEvents.dailyClosed],
      handle: async (event, tx) => {
        const close = parseInstrumentDailyClosedV1(event.data);
        await tx.query('INSERT INTO earn_instrument_closes (symbol, day, price, tick_seq, tick_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
          close.symbol,
          close.day,
          close.price,
          close.tickSeq,
          close.tickAt,
        ]);
      },
    });
    await this.bus.subscribe({
      consumer: 'earn.etf-purchase-answers',
      sources: [ACCOUNTS_SOURCE],
      types: [EtfFundsEvents.purchaseTaken, EtfFundsEvents.purchaseRefused],
      handle: async (event) => {
        const answer = parseEtfPurchaseAnsweredV1(event.type, event.data);
        const now = new Date(answer.at);
        if (event.type === EtfFundsEvents.purchaseTaken) await this.etf.holding(answer.fundId, answer.customerId, { type: 'SettleEtfBuy', data: { tradeId: answer.tradeId } }, now);
        else await this.etf.holding(answer.fundId, answer.customerId, { type: 'FailEtfBuy', data: { tradeId: answer.tradeId, reason: answer.reason ?? 'earn.insufficientBalance' } }, now);
      },
    });
  }
}
