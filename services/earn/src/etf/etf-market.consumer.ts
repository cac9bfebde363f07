import { Injectable } from '@nestjs/common';
import { MarketCloseEvents, parseInstrumentDailyClosedV1, TRADING_SOURCE } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { earnReadModels } from '../earn.read-models';
import { EarnInstrumentClose } from './read-models/earn-instrument-close.entity';

const DAILY_CLOSES = { sources: [TRADING_SOURCE], types: [MarketCloseEvents.dailyClosed], parse: parseInstrumentDailyClosedV1 };

/** What ETF products hear from trading: the daily closes, kept to value the funds; a redelivered close is kept once. */
@Injectable()
export class EtfMarketConsumer extends BusConsumer {
  protected subscriptions() {
    return [
      contractSubscription('earn.daily-closes', DAILY_CLOSES, async ({ symbol, day, price, tickSeq, tickAt }, tx) => {
        const closes = (await earnReadModels.on(tx)).getRepository(EarnInstrumentClose);
        await closes.createQueryBuilder().insert().values({ symbol, day, price, tickSeq: String(tickSeq), tickAt: new Date(tickAt) }).orIgnore().execute();
      }),
    ];
  }
}
