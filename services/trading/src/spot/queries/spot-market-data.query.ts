import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import { MarketDataService } from '../../market/market-data.service';
import { SPOT_MARKETS } from '../domain/spot-markets';
import { feeRateText } from '../domain/spot-fee-rates';
import type { SpotTrade } from '../domain/spot-core.types';
import { SpotCoreService } from '../spot-core.service';
import { tradingReadModels } from '../../trading.read-models';
import { tradeOf } from '../read-models/spot-rows';
import { SpotTradeRow } from '../read-models/spot-trade.entity';
import { limitOf } from './query-answers';

/** The public side of the spot markets: their terms and fees, each book's best levels, the tape. */
@Injectable()
export class SpotMarketDataQuery {
  constructor(
    private readonly core: SpotCoreService,
    private readonly market: MarketDataService,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  markets() {
    // The rates a new order pays (an order keeps those it was accepted under).
    const fees = this.core.state.feeRates();
    return [...SPOT_MARKETS.values()].map((m) => ({
      symbol: m.symbol,
      displaySymbol: m.displaySymbol,
      base: m.base.code,
      quote: m.quote.code,
      tickSize: m.tickSize.toString(),
      lotStep: m.lotStep.toString(),
      minQuantity: m.lotStep.toString(),
      decimals: m.decimals,
      quantityDecimals: m.lotStep.scale,
      makerFee: feeRateText(fees.makerPpm),
      takerFee: feeRateText(fees.takerPpm),
      trading: this.market.isTrading(m.symbol),
    }));
  }

  async publicTrades(symbol: string, limit?: string) {
    if (!SPOT_MARKETS.has(symbol)) throw new DomainError('request.notFound');
    const rows = await (await tradingReadModels.on(this.pool)).getRepository(SpotTradeRow).find({ where: { symbol }, order: { seq: 'DESC' }, take: limitOf(limit) });
    return rows.map(tradeOf).map(publicTrade);
  }

  depth(symbol: string, levels?: string) {
    if (!SPOT_MARKETS.has(symbol)) throw new DomainError('request.notFound');
    const count = Math.min(100, Math.max(1, Number.parseInt(levels ?? '20', 10) || 20));
    return { symbol, ...this.core.state.depth(symbol, count), at: this.clock.now().toISOString() };
  }
}

/** A trade on the public tape (and in the `/market` push); `side` is the taker's. */
export const publicTrade = (trade: SpotTrade) => ({
  id: trade.id,
  price: trade.price,
  quantity: trade.quantity,
  side: trade.takerSide,
  at: trade.at,
});
