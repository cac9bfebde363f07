import type { ClientBase, QueryConfig } from 'pg';
import { inTransaction } from '@meridian/database';
import type { EventStore, RecordedEvent } from '@meridian/eventstore';
import { Decimal } from '@meridian/money';
import { INSTRUMENTS } from '../../market/instruments';
import type { SpotEventData, SpotOrderView, SpotTrade } from '../domain/spot-core.types';

export const SPOT_CORE_STREAM = 'spot-core';

const ORDER_COLUMNS = [
  'id',
  'owner_id',
  'symbol',
  'side',
  'type',
  'price',
  'quantity',
  'quote_amount',
  'stop_price',
  'time_in_force',
  'oco_id',
  'trigger_tick',
  'filled_quantity',
  'filled_quote',
  'average_price',
  'fee',
  'fee_coin',
  'status',
  'cancel_reason',
  'created_at',
  'updated_at',
] as const;

const orderRow = (o: SpotOrderView) => [
  o.id,
  o.ownerId,
  o.symbol,
  o.side,
  o.type,
  o.price,
  o.quantity,
  o.quoteAmount,
  o.stopPrice,
  o.timeInForce,
  o.ocoId,
  o.triggerTick === null ? null : JSON.stringify(o.triggerTick),
  o.filledQuantity,
  o.filledQuote,
  o.averagePrice,
  o.fee,
  o.feeCoin,
  o.status,
  o.cancelReason,
  o.createdAt,
  o.updatedAt,
];

const TRADE_COLUMNS = [
  'id',
  'symbol',
  'seq',
  'price',
  'quantity',
  'quote_amount',
  'taker_side',
  'buy_order_id',
  'sell_order_id',
  'buyer_id',
  'seller_id',
  'buyer_fee',
  'seller_fee',
  'at',
] as const;

const tradeRow = (t: SpotTrade) => [
  t.id,
  t.symbol,
  t.seq,
  t.price,
  t.quantity,
  t.quoteAmount,
  t.takerSide,
  t.buyOrderId,
  t.sellOrderId,
  t.buyerId,
  t.sellerId,
  t.buyerFee,
  t.sellerFee,
  t.at,
];

/** Columns as parallel arrays, so a whole group commit is one statement per table. */
function columnsOf(rows: unknown[][], width: number): unknown[][] {
  return Array.from({ length: width }, (_, column) => rows.map((row) => row[column]));
}

const TYPES: Record<string, string> = { seq: 'bigint', created_at: 'timestamptz', updated_at: 'timestamptz', at: 'timestamptz', trigger_tick: 'jsonb' };
const unnestOf = (columns: readonly string[], at = 0) =>
  columns.map((c, i) => `$${at + i + 1}::${TYPES[c] ?? 'text'}[]`).join(', ');

/** The candle tables and the width of their buckets; whole multiples of the epoch are UTC minutes and days. */
const CANDLE_TABLES = [
  ['candles_1m', 60_000],
  ['candles_1d', 86_400_000],
] as const;

/** The order in which the feed's tick store upserts candles (INSTRUMENTS order). */
const FEED_ORDER = new Map(INSTRUMENTS.map((instrument, position) => [instrument.symbol, position]));
const feedPosition = (symbol: string) => FEED_ORDER.get(symbol) ?? FEED_ORDER.size;

export interface CandleVolume {
  symbol: string;
  bucket: string;
  /** The bucket's first trade price: open, high, low and close of a candle no tick has made yet. */
  price: string;
  volume: string;
}

/**
 * A batch's trades summed into one row per symbol and candle bucket (one row per key, as a single
 * `INSERT ... ON CONFLICT` may touch each candle only once). Rows come in the tick store's order
 * (feed position, then bucket), so the group commit and a feed step never lock the same candles in
 * opposite orders and deadlock each other.
 */
export function candleVolumes(trades: readonly SpotTrade[], bucketMs: number): CandleVolume[] {
  const byCandle = new Map<string, { symbol: string; bucket: number; price: string; volume: Decimal }>();
  for (const trade of trades) {
    const bucket = Math.floor(Date.parse(trade.at) / bucketMs) * bucketMs;
    const key = `${trade.symbol}|${bucket}`;
    const quantity = Decimal.parse(trade.quantity);
    const candle = byCandle.get(key);
    if (candle) candle.volume = candle.volume.add(quantity);
    else byCandle.set(key, { symbol: trade.symbol, bucket, price: trade.price, volume: quantity });
  }
  return [...byCandle.values()]
    .sort((a, b) => feedPosition(a.symbol) - feedPosition(b.symbol) || a.symbol.localeCompare(b.symbol) || a.bucket - b.bucket)
    .map((candle) => ({ symbol: candle.symbol, bucket: new Date(candle.bucket).toISOString(), price: candle.price, volume: candle.volume.toString() }));
}

/**
 * Projects the core's events into `spot_orders` and `spot_trades`, inside the append's transaction:
 * an order the customer just placed is in their history as soon as the answer reaches them. The
 * same function rebuilds both tables from the log.
 */
export async function projectSpotEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const statement of spotReadModelStatements(events)) await client.query(statement);
}

/** What `projectSpotEvents` writes, as statements, for the core's writer that sends its whole transaction at once. */
export function spotReadModelStatements(events: readonly RecordedEvent[]): QueryConfig[] {
  const orders = new Map<string, SpotOrderView>();
  const trades: SpotTrade[] = [];
  const records: unknown[][] = [];
  for (const event of events) {
    if (event.streamId !== SPOT_CORE_STREAM) continue;
    const data = event.data as SpotEventData;
    for (const order of data.orders) orders.set(order.id, order);
    trades.push(...data.trades);
    for (const posting of data.postings) {
      if (!posting.record || posting.balanceAfter === undefined) continue;
      const customerId = posting.account.split(':')[1];
      records.push([customerId, posting.coin, posting.amount, posting.balanceAfter, posting.record, posting.ref ?? '', data.command.at]);
    }
  }
  const parts: { sql: (at: number) => string; params: unknown[] }[] = [];
  if (orders.size > 0) {
    const updates = ORDER_COLUMNS.filter((c) => c !== 'id' && c !== 'created_at').map((c) => `${c} = EXCLUDED.${c}`);
    parts.push({
      sql: (at) => `INSERT INTO spot_orders (${ORDER_COLUMNS.join(', ')}) SELECT * FROM unnest(${unnestOf(ORDER_COLUMNS, at)})
       ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
      params: columnsOf([...orders.values()].map(orderRow), ORDER_COLUMNS.length),
    });
  }
  if (trades.length > 0) {
    parts.push({
      sql: (at) => `INSERT INTO spot_trades (${TRADE_COLUMNS.join(', ')}) SELECT * FROM unnest(${unnestOf(TRADE_COLUMNS, at)}) ON CONFLICT (id) DO NOTHING`,
      params: columnsOf(trades.map(tradeRow), TRADE_COLUMNS.length),
    });
  }
  if (records.length > 0) {
    parts.push({
      sql: (at) =>
        `INSERT INTO spot_account_records (customer_id, coin, amount, balance_after, type, ref, at)
         SELECT * FROM unnest($${at + 1}::text[], $${at + 2}::text[], $${at + 3}::text[], $${at + 4}::text[], $${at + 5}::text[], $${at + 6}::text[], $${at + 7}::timestamptz[])`,
      params: columnsOf(records, 7),
    });
  }
  // Orders, trades and records as the data-modifying CTEs of one statement, then the candles.
  const statements: QueryConfig[] = [];
  if (parts.length > 0) {
    let at = 0;
    const ctes = parts.map((part, i) => {
      const sql = `w${i} AS (${part.sql(at)} RETURNING 1)`;
      at += part.params.length;
      return sql;
    });
    statements.push({ text: `WITH ${ctes.join(',\n')} SELECT 1`, values: parts.flatMap((part) => part.params) });
  }
  // Candles one table after the other, never in one statement: the CTEs of one statement run in no
  // set order, and the feed locks the same candle rows minutes first, then days.
  if (trades.length > 0) {
    for (const [table, bucketMs] of CANDLE_TABLES) {
      const rows = candleVolumes(trades, bucketMs);
      statements.push({
        text: `INSERT INTO ${table} (symbol, bucket, open, high, low, close, ticks, volume)
           SELECT t.symbol, t.bucket, t.price, t.price, t.price, t.price, 0, t.volume
             FROM unnest($1::text[], $2::timestamptz[], $3::numeric[], $4::numeric[]) AS t(symbol, bucket, price, volume)
           ON CONFLICT (symbol, bucket) DO UPDATE SET volume = ${table}.volume + EXCLUDED.volume`,
        values: [rows.map((r) => r.symbol), rows.map((r) => r.bucket), rows.map((r) => r.price), rows.map((r) => r.volume)],
      });
    }
  }
  return statements;
}

/** Empties the spot read models and projects every event of the core's stream again (invariant 1). */
export async function rebuildSpotReadModels(store: EventStore): Promise<number> {
  return inTransaction(store.pool, async (client) => {
    await resetSpotReadModels(client);
    let replayed = 0;
    for (let from = 1; ; ) {
      const page = await store.readStreamPage(SPOT_CORE_STREAM, from, 2_000, client);
      if (page.length === 0) return replayed;
      await projectSpotEvents(page, client);
      replayed += page.length;
      from = page.at(-1)!.version + 1;
    }
  });
}

async function resetSpotReadModels(client: ClientBase): Promise<void> {
  await client.query('TRUNCATE spot_orders, spot_trades, spot_account_records');
  // Volume is added, not replaced: a replay of the log starts it again from zero.
  for (const [table] of CANDLE_TABLES) await client.query(`UPDATE ${table} SET volume = 0 WHERE volume <> 0`);
}
