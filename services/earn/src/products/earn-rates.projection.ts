import { defineInlineProjection, emptyTables, streamProjection } from '@meridian/eventstore';
import { EARN_RATES_STREAM, type EarnRatesEvent } from './domain/earn-rates.decider';

/** Each product's rate per day as staff last set it (one stream, `earn-rates`). */
const rateEvents = streamProjection<EarnRatesEvent>(EARN_RATES_STREAM, {
  EarnDailyRateSet: ({ productId, date, rate, staffId, at }, { client }) =>
    client.query(
      `INSERT INTO earn_daily_rates (product_id, rate_date, rate, set_by, set_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (product_id, rate_date) DO UPDATE SET rate = EXCLUDED.rate, set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at`,
      [productId, date, rate, staffId, at],
    ),
});

export const earnRatesProjection = defineInlineProjection({
  name: 'earn-rates',
  owner: 'earn',
  ...rateEvents,
  reset: emptyTables('earn_daily_rates'),
});
