import { defineInlineProjection, emptyTables, projectionOf, streamProjection } from '@meridian/eventstore';
import type { EtfFundEvent } from './domain/etf-fund.decider';
import type { EtfHoldingEvent } from './domain/etf-holding.decider';
import { FUND_PREFIX, holdingOf, HOLDING_PREFIX } from './etf-streams';

const fundEvents = streamProjection<EtfFundEvent>(FUND_PREFIX, {
  EtfUnitValueFixed: ({ day, value, closes, at }, { id, client }) =>
    client.query('INSERT INTO earn_etf_values (fund_id, day, value, closes, fixed_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
      id,
      day,
      value,
      JSON.stringify(closes),
      at,
    ]),
});

/** A holding's stream names its fund and its customer. */
const holder = (id: string) => holdingOf(`${HOLDING_PREFIX}${id}`);

const holdingEvents = streamProjection<EtfHoldingEvent>(HOLDING_PREFIX, {
  EtfBuyPlaced: ({ tradeId, amount, units, value, day, at }, { id, client }) => {
    const { fundId, customerId } = holder(id);
    return client.query(
      `INSERT INTO earn_etf_trades (trade_id, fund_id, customer_id, side, amount, units, value, day, status, placed_at) VALUES ($1, $2, $3, 'buy', $4, $5, $6, $7, 'pending', $8)
       ON CONFLICT DO NOTHING`,
      [tradeId, fundId, customerId, amount, units, value, day, at],
    );
  },
  EtfBuySettled: async ({ tradeId, at }, { id, client }) => {
    const { fundId, customerId } = holder(id);
    const { rows } = await client.query<{ amount: string; units: string }>(
      "UPDATE earn_etf_trades SET status = 'completed', settled_at = $2 WHERE trade_id = $1 RETURNING amount::text, units::text",
      [tradeId, at],
    );
    await client.query(
      `INSERT INTO earn_etf_holdings (fund_id, customer_id, units, paid) VALUES ($1, $2, $3, $4)
       ON CONFLICT (fund_id, customer_id) DO UPDATE SET units = earn_etf_holdings.units + EXCLUDED.units, paid = earn_etf_holdings.paid + EXCLUDED.paid`,
      [fundId, customerId, rows[0]!.units, rows[0]!.amount],
    );
  },
  EtfBuyFailed: ({ tradeId, reason, at }, { client }) =>
    client.query("UPDATE earn_etf_trades SET status = 'failed', reason = $2, settled_at = $3 WHERE trade_id = $1", [tradeId, reason, at]),
  EtfSold: async ({ tradeId, units, value, proceeds, day, at }, { id, client }) => {
    const { fundId, customerId } = holder(id);
    await client.query(
      `INSERT INTO earn_etf_trades (trade_id, fund_id, customer_id, side, amount, units, value, day, status, placed_at, settled_at) VALUES ($1, $2, $3, 'sell', $4, $5, $6, $7, 'completed', $8, $8)
       ON CONFLICT DO NOTHING`,
      [tradeId, fundId, customerId, proceeds, units, value, day, at],
    );
    await client.query(
      'UPDATE earn_etf_holdings SET units = units - $3, received = received + $4 WHERE fund_id = $1 AND customer_id = $2',
      [fundId, customerId, units, proceeds],
    );
  },
});

/**
 * Values, holdings and trades. A projection only builds its read model: what accounts must do for a
 * purchase or a sale goes out from the use case that appended it (`etfMessages`).
 */
export const etfProjection = defineInlineProjection({
  name: 'earn-etf',
  owner: 'earn',
  ...projectionOf(fundEvents, holdingEvents),
  reset: emptyTables('earn_etf_values', 'earn_etf_trades', 'earn_etf_holdings'),
});
