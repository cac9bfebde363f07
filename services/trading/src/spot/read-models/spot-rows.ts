import type { SpotOrderView, SpotTrade } from '../domain/spot-core.types';
import { presentOrder } from '../domain/spot-order-outcome';
import type { SpotOrder } from './spot-order.entity';
import type { SpotTradeRow } from './spot-trade.entity';

/** An order of the read model as the core presents a live one. */
export const orderOf = ({ createdAt, updatedAt, ...order }: SpotOrder): SpotOrderView =>
  presentOrder({ ...order, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() });

/** A trade of the read model as the core records one. */
export const tradeOf = ({ seq, at, ...trade }: SpotTradeRow): SpotTrade => ({ ...trade, seq: Number(seq), at: at.toISOString() });
