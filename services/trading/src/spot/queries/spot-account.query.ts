import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { In } from 'typeorm';
import { DomainError } from '@meridian/decider';
import { PG_POOL } from '@meridian/runtime';
import { SPOT_MARKETS } from '../domain/spot-markets';
import type { SpotOrderView, SpotTrade } from '../domain/spot-core.types';
import { SpotCoreService } from '../spot-core.service';
import { tradingReadModels } from '../../trading.read-models';
import { orderOf, tradeOf } from '../read-models/spot-rows';
import { SpotOrder } from '../read-models/spot-order.entity';
import { SpotTradeRow } from '../read-models/spot-trade.entity';
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
    const rows = await (await tradingReadModels.on(this.pool)).getRepository(SpotOrder).find({
      where: { ownerId: customerId, status: In(['filled', 'cancelled']), ...(symbol ? { symbol } : {}) },
      order: { updatedAt: 'DESC', id: 'ASC' },
      take: limitOf(filter.limit),
    });
    return rows.map(orderOf);
  }

  /** The customer's own fills, each from their side of the trade. */
  async myTrades(customerId: string, filter: { symbol?: string; limit?: string }) {
    const symbol = filter.symbol ? filter.symbol.toUpperCase() : null;
    const bySymbol = symbol ? { symbol } : {};
    const rows = await (await tradingReadModels.on(this.pool)).getRepository(SpotTradeRow).find({
      where: [{ buyerId: customerId, ...bySymbol }, { sellerId: customerId, ...bySymbol }],
      order: { at: 'DESC', seq: 'DESC' },
      take: limitOf(filter.limit),
    });
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
