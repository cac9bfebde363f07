import { defineInlineProjection, streamProjection } from '@meridian/eventstore';
import { EARN_RATES_STREAM, type EarnRatesEvent } from './domain/earn-rates.decider';
import { earnReadModels } from '../earn.read-models';
import { EarnDailyRate } from './read-models/earn-daily-rate.entity';

/** Each product's rate per day as staff last set it (one stream, `earn-rates`). */
const rateEvents = streamProjection<EarnRatesEvent>(EARN_RATES_STREAM, {
  EarnDailyRateSet: async ({ productId, date, rate, staffId, at }, { client }) => {
    const rates = (await earnReadModels.on(client)).getRepository(EarnDailyRate);
    await rates.upsert({ productId, rateDate: date, rate, setBy: staffId, setAt: new Date(at) }, ['productId', 'rateDate']);
  },
});

export const earnRatesProjection = defineInlineProjection({
  name: 'earn-rates',
  owner: 'earn',
  ...rateEvents,
  reset: earnReadModels.emptied(EarnDailyRate),
});
