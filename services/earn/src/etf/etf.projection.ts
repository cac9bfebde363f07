import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import type { EtfFundEvent } from './domain/etf-fund.decider';
import type { EtfHoldingEvent } from './domain/etf-holding.decider';
import { FUND_PREFIX, holdingOf, HOLDING_PREFIX } from './etf-streams';

type EtfEvent = EtfFundEvent | EtfHoldingEvent;
export const ETF_EVENT_TYPES: readonly EtfEvent['type'][] = Object.keys({
  EtfUnitValueFixed: true,
  EtfBuyPlaced: true,
  EtfBuySettled: true,
  EtfBuyFailed: true,
  EtfSold: true,
} satisfies Record<EtfEvent['type'], true>) as EtfEvent['type'][];

/**
 * Values, holdings and trades. A projection only builds its read model: what accounts must do for a
 * purchase or a sale goes out from the use case that appended it (`etfMessages`).
 */
export async function projectEtfEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as EtfEvent;
    if (event.type === 'EtfUnitValueFixed') {
      if (!recorded.streamId.startsWith(FUND_PREFIX)) continue;
      const fundId = recorded.streamId.slice(FUND_PREFIX.length);
      await client.query('INSERT INTO earn_etf_values (fund_id, day, value, closes, fixed_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
        fundId,
        event.data.day,
        event.data.value,
        JSON.stringify(event.data.closes),
        event.data.at,
      ]);
      continue;
    }
    if (!recorded.streamId.startsWith(HOLDING_PREFIX)) continue;
    const { fundId, customerId } = holdingOf(recorded.streamId);
    switch (event.type) {
      case 'EtfBuyPlaced': {
        const { tradeId, amount, units, value, day, at } = event.data;
        await client.query(
          `INSERT INTO earn_etf_trades (trade_id, fund_id, customer_id, side, amount, units, value, day, status, placed_at) VALUES ($1, $2, $3, 'buy', $4, $5, $6, $7, 'pending', $8)
           ON CONFLICT DO NOTHING`,
          [tradeId, fundId, customerId, amount, units, value, day, at],
        );
        break;
      }
      case 'EtfBuySettled': {
        const { rows } = await client.query<{ amount: string; units: string }>(
          "UPDATE earn_etf_trades SET status = 'completed', settled_at = $2 WHERE trade_id = $1 RETURNING amount::text, units::text",
          [event.data.tradeId, event.data.at],
        );
        await client.query(
          `INSERT INTO earn_etf_holdings (fund_id, customer_id, units, paid) VALUES ($1, $2, $3, $4)
           ON CONFLICT (fund_id, customer_id) DO UPDATE SET units = earn_etf_holdings.units + EXCLUDED.units, paid = earn_etf_holdings.paid + EXCLUDED.paid`,
          [fundId, customerId, rows[0]!.units, rows[0]!.amount],
        );
        break;
      }
      case 'EtfBuyFailed':
        await client.query("UPDATE earn_etf_trades SET status = 'failed', reason = $2, settled_at = $3 WHERE trade_id = $1", [event.data.tradeId, event.data.reason, event.data.at]);
        break;
      case 'EtfSold': {
        const { tradeId, units, value, proceeds, day, at } = event.data;
        await client.query(
          `INSERT INTO earn_etf_trades (trade_id, fund_id, customer_id, side, amount, units, value, day, status, placed_at, settled_at) VALUES ($1, $2, $3, 'sell', $4, $5, $6, $7, 'completed', $8, $8)
           ON CONFLICT DO NOTHING`,
          [tradeId, fundId, customerId, proceeds, units, value, day, at],
        );
        await client.query('UPDATE earn_etf_holdings SET units = units - $3, received = received + $4 WHERE fund_id = $1 AND customer_id = $2', [fundId, customerId, units, proceeds]);
        break;
      }
    }
  }
}

export const etfProjection = defineInlineProjection({
  name: 'earn-etf',
  owner: 'earn',
  canHandle: ETF_EVENT_TYPES,
  handle: projectEtfEvents,
  reset: async (client) => {
    await client.query('DELETE FROM earn_etf_values');
    await client.query('DELETE FROM earn_etf_trades');
    await client.query('DELETE FROM earn_etf_holdings');
  },
});
