import type { PoolClient } from 'pg';
import type { RecordedEvent } from '@meridian/eventstore';
import type { SpotEventData, SpotOrderView, SpotTrade } from './spot-core.types';

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

const TYPES: Record<string, string> = { seq: 'bigint', created_at: 'timestamptz', updated_at: 'timestamptz', at: 'timestamptz' };
const unnestOf = (columns: readonly string[]) =>
  columns.map((c, i) => `$${i + 1}::${TYPES[c] === 'bigint' ? 'bigint' : (TYPES[c] ?? 'text')}[]`).join(', ');

/**
 * Projects the core's events into `spot_orders` and `spot_trades`, inside the append's transaction:
 * an order the customer just placed is in their history as soon as the answer reaches them. The
 * same function rebuilds both tables from the log.
 */
export async function projectSpotEvents(events: readonly RecordedEvent[], client: PoolClient): Promise<void> {
  const orders = new Map<string, SpotOrderView>();
  const trades: SpotTrade[] = [];
  for (const event of events) {
    if (event.streamId !== SPOT_CORE_STREAM) continue;
    const data = event.data as SpotEventData;
    for (const order of data.orders) orders.set(order.id, order);
    trades.push(...data.trades);
  }
  if (orders.size > 0) {
    const updates = ORDER_COLUMNS.filter((c) => c !== 'id' && c !== 'created_at').map((c) => `${c} = EXCLUDED.${c}`);
    await client.query(
      `INSERT INTO spot_orders (${ORDER_COLUMNS.join(', ')}) SELECT * FROM unnest(${unnestOf(ORDER_COLUMNS)})
       ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
      columnsOf([...orders.values()].map(orderRow), ORDER_COLUMNS.length),
    );
  }
  if (trades.length > 0) {
    await client.query(
      `INSERT INTO spot_trades (${TRADE_COLUMNS.join(', ')}) SELECT * FROM unnest(${unnestOf(TRADE_COLUMNS)}) ON CONFLICT (id) DO NOTHING`,
      columnsOf(trades.map(tradeRow), TRADE_COLUMNS.length),
    );
  }
}

export async function resetSpotReadModels(client: PoolClient): Promise<void> {
  await client.query('TRUNCATE spot_orders, spot_trades');
}
