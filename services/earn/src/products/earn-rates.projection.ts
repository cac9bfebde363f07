import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import { EARN_RATES_STREAM, type EarnRatesEvent } from './domain/earn-rates.decider';

export const EARN_RATES_EVENT_TYPES: readonly EarnRatesEvent['type'][] = ['EarnDailyRateSet'];

export async function projectEarnRates(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (recorded.streamId !== EARN_RATES_STREAM) continue;
    const { productId, date, rate, staffId, at } = recorded.data as EarnRatesEvent['data'];
    await client.query(
      `INSERT INTO earn_daily_rates (product_id, rate_date, rate, set_by, set_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (product_id, rate_date) DO UPDATE SET rate = EXCLUDED.rate, set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at`,
      [productId, date, rate, staffId, at],
    );
  }
}

export const earnRatesProjection = defineInlineProjection({
  name: 'earn-rates',
  owner: 'earn',
  canHandle: EARN_RATES_EVENT_TYPES,
  handle: projectEarnRates,
  reset: async (client) => {
    await client.query('DELETE FROM earn_daily_rates');
  },
});
