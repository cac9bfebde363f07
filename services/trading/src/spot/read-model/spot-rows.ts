import type { CancelReason, Side } from '../../matching';
import type { PriceTickRef, SpotOrderStatus, SpotOrderType, SpotOrderView, SpotTimeInForce, SpotTrade } from '../domain/spot-core.types';
import { presentOrder } from '../domain/spot-order-outcome';

export interface OrderRow {
  id: string;
  owner_id: string;
  symbol: string;
  side: Side;
  type: SpotOrderType;
  price: string | null;
  quantity: string | null;
  quote_amount: string | null;
  stop_price: string | null;
  time_in_force: SpotTimeInForce;
  oco_id: string | null;
  trigger_tick: PriceTickRef | null;
  filled_quantity: string;
  filled_quote: string;
  average_price: string | null;
  fee: string;
  fee_coin: string;
  status: SpotOrderStatus;
  cancel_reason: CancelReason | null;
  created_at: Date;
  updated_at: Date;
}

export interface TradeRow {
  id: string;
  symbol: string;
  seq: string;
  price: string;
  quantity: string;
  quote_amount: string;
  taker_side: Side;
  buy_order_id: string;
  sell_order_id: string;
  buyer_id: string;
  seller_id: string;
  buyer_fee: string;
  seller_fee: string;
  at: Date;
}

export const orderOf = (row: OrderRow): SpotOrderView => presentOrder({
  id: row.id,
  ownerId: row.owner_id,
  symbol: row.symbol,
  side: row.side,
  type: row.type,
  price: row.price,
  quantity: row.quantity,
  quoteAmount: row.quote_amount,
  stopPrice: row.stop_price,
  timeInForce: row.time_in_force,
  ocoId: row.oco_id,
  triggerTick: row.trigger_tick,
  filledQuantity: row.filled_quantity,
  filledQuote: row.filled_quote,
  averagePrice: row.average_price,
  fee: row.fee,
  feeCoin: row.fee_coin,
  status: row.status,
  cancelReason: row.cancel_reason,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const tradeOf = (row: TradeRow): SpotTrade => ({
  id: row.id,
  symbol: row.symbol,
  seq: Number(row.seq),
  price: row.price,
  quantity: row.quantity,
  quoteAmount: row.quote_amount,
  takerSide: row.taker_side,
  buyOrderId: row.buy_order_id,
  sellOrderId: row.sell_order_id,
  buyerId: row.buyer_id,
  sellerId: row.seller_id,
  buyerFee: row.buyer_fee,
  sellerFee: row.seller_fee,
  at: row.at.toISOString(),
});
