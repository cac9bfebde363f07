import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { PG_POOL } from '@meridian/runtime';
import { SPOT_MARKETS } from '../domain/spot-markets';
import type { SpotOrderView, SpotTrade } from '../domain/spot-core.types';
import { SpotCoreService } from '../spot-core.service';
import { orderOf, tradeOf, type OrderRow, type TradeRow } from '../read-model/spot-rows';
import { limitOf } from './query-answers';

/** A customer's own spot side: balances and open orders from the core, history and fills from the read model. */
@Injectable()
export class SpotAccountQuery {
  constructor(
    private readonly core: SpotCoreService,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  balances(customerId: string) {
    return this.core.state.balancesOf(customerId);
  }

  async orders(customerId: string, filter: { status?: string; symbol?: string; limit?: string }): Promise<SpotOrderView[]> {
    const symbol = filter.symbol ? filter.symbol.toUpperCase() : undefined;
    if (filter.status === undefined || filter.status === 'open')
      return this.core.state.openOrdersOf(customerId, symbol).slice(0, limitOf(filter.limit));
    if (filter.status !== 'history') throw new DomainError('field.invalid', { field: 'status' });
    const { rows } = await this.pool.query<OrderRow>(
      `SELECT * FROM spot_orders WHERE owner_id = $1 AND status IN ('filled', 'cancelled') AND ($2::text IS NULL OR symbol = $2)
        ORDER BY updated_at DESC, id LIMIT $3`,
      [customerId, symbol ?? null, limitOf(filter.limit)],
    );
    return rows.map(orderOf);
  }

  /** The customer's own fills, each from their side of the trade. */
  async myTrades(customerId: string, filter: { symbol?: string; limit?: string }) {
    const symbol = filter.symbol ? filter.symbol.toUpperCase() : null;
    const { rows } = await this.pool.query<TradeRow>(
      `SELECT * FROM spot_trades WHERE (buyer_id = $1 OR seller_id = $1) AND ($2::text IS NULL OR symbol = $2)
        ORDER BY at DESC, seq DESC LIMIT $3`,
      [customerId, symbol, limitOf(filter.limit)],
    );
    return rows.map(tradeOf).flatMap((trade) => sidesOf(trade, customerId));
  }
}

/** A trade as one of its parties sees it (both, when a customer met their own resting order: never, see self-trade prevention). */
function sidesOf(trade: SpotTrade, customerId: string) {
  const sides: ('buy' | 'sell')[] = [];
  if (trade.buyerId === customerId) sides.push('buy');
  if (trade.sellerId === customerId) sides.push('sell');
  return sides.map((side) => ({
    id: `${trade.id}-${side}`,
    orderId: side === 'buy' ? trade.buyOrderId : trade.sellOrderId,
    symbol: trade.symbol,
    side,
    role: (trade.takerSide === side ? 'taker' : 'maker') as 'taker' | 'maker',
    price: trade.price,
    quantity: trade.quantity,
    quoteAmount: trade.quoteAmount,
    fee: side === 'buy' ? trade.buyerFee : trade.sellerFee,
    feeCoin: side === 'buy' ? SPOT_MARKETS.get(trade.symbol)!.base.code : SPOT_MARKETS.get(trade.symbol)!.quote.code,
    at: trade.at,
  }));
}
