import { Injectable } from '@nestjs/common';
import { MarketCloseEvents, parseInstrumentDailyClosedV1, TRADING_SOURCE } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';

const DAILY_CLOSES = { sources: [TRADING_SOURCE], types: [MarketCloseEvents.dailyClosed], parse: parseInstrumentDailyClosedV1 };

/** What ETF products hear from trading: the daily closes, kept to value the funds. */
@Injectable()
export class EtfMarketConsumer extends BusConsumer {
  protected subscriptions() {
    return [
      contractSubscription('earn.daily-closes', DAILY_CLOSES, async (close, tx) => {
        await tx.query('INSERT INTO earn_instrument_closes (symbol, day, price, tick_seq, tick_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
          close.symbol,
          close.day,
          close.price,
          close.tickSeq,
          close.tickAt,
        ]);
      }),
    ];
  }
}
