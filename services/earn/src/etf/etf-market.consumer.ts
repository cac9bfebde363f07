import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { MarketCloseEvents, parseInstrumentDailyClosedV1, TRADING_SOURCE } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';

/** What ETF products hear from trading: the daily closes, kept to value the funds. */
@Injectable()
export class EtfMarketConsumer implements OnModuleInit {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

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
  }
}
