import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { AppError, type RequestClaim } from '@meridian/http';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import { MarketDataService } from '../market/market-data.service';
import { SPOT_MARKETS } from './spot-markets';
import { feeRateText } from './spot-core';
import { SpotCoreService, type AnswerRecord } from './spot-core.service';
import { SpotRejection, type SpotCommand, type SpotEvent, type SpotOrderType, type SpotOrderView, type SpotTimeInForce, type SpotTrade } from './spot-core.types';
import { presentOrder } from './spot-order-outcome';
import { orderOf, tradeOf, type OrderRow, type TradeRow } from './read-model/spot-rows';
import type { SpotOcoRequestDto, SpotOrderRequestDto } from './order-entry/spot-order.request.dto';

const ORDER_TYPES: ReadonlySet<unknown> = new Set<SpotOrderType>(['limit', 'market', 'stop_limit', 'stop_market']);


const optionalText = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw AppError.badInput('field.invalid', { field });
  return String(value);
};

/** The customer's spot calls: checks the request, hands it to the core, reads the history. */
@Injectable()
export class SpotTradingService {
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

  async place(customerId: string, input: SpotOrderRequestDto, requestId: string | null, record?: OrderAnswer): Promise<SpotOrderView> {
    const symbol = typeof input.symbol === 'string' ? input.symbol.toUpperCase() : '';
    if (!SPOT_MARKETS.has(symbol)) throw AppError.badInput('spot.unknownMarket');
    if (!this.market.isTrading(symbol)) throw AppError.badInput('spot.marketDisabled');
    if (input.side !== 'buy' && input.side !== 'sell') throw AppError.badInput('field.invalid', { field: 'side' });
    if (!ORDER_TYPES.has(input.type)) throw AppError.badInput('field.invalid', { field: 'type' });
    const orderId = randomUUID();
    const event = await this.run(
      {
        type: 'PlaceSpotOrder',
        orderId,
        ownerId: customerId,
        symbol,
        side: input.side,
        orderType: input.type as SpotOrderType,
        price: optionalText(input.price, 'price'),
        quantity: optionalText(input.quantity, 'quantity'),
        quoteAmount: optionalText(input.quoteAmount, 'quoteAmount'),
        stopPrice: optionalText(input.stopPrice, 'stopPrice'),
        timeInForce: optionalText(input.timeInForce, 'timeInForce')?.toLowerCase() as SpotTimeInForce | undefined,
        tick: this.market.lastTick(symbol),
        at: this.clock.now().toISOString(),
      },
      requestId,
      record && answerOf(record, orderId),
    );
    return orderIn(event, orderId);
  }

  /** Both legs in one command: they are accepted, held and refused together. */
  async placeOco(customerId: string, input: SpotOcoRequestDto, requestId: string | null): Promise<{ ocoId: string; orders: SpotOrderView[] }> {
    const symbol = input.symbol.toUpperCase();
    if (!SPOT_MARKETS.has(symbol)) throw AppError.badInput('spot.unknownMarket');
    if (!this.market.isTrading(symbol)) throw AppError.badInput('spot.marketDisabled');
    if (input.side !== 'buy' && input.side !== 'sell') throw AppError.badInput('field.invalid', { field: 'side' });
    const tick = this.market.lastTick(symbol);
    if (!tick) throw AppError.badInput('spot.noPrice');
    const ocoId = randomUUID();
    const [limitOrderId, stopOrderId] = [randomUUID(), randomUUID()];
    const event = await this.run(
      {
        type: 'PlaceSpotOco',
        ocoId,
        limitOrderId,
        stopOrderId,
        ownerId: customerId,
        symbol,
        side: input.side,
        quantity: input.quantity,
        price: input.price,
        stopPrice: input.stopPrice,
        ...(input.stopLimitPrice ? { stopLimitPrice: input.stopLimitPrice } : {}),
        tick,
        at: this.clock.now().toISOString(),
      },
      requestId,
    );
    return { ocoId, orders: [orderIn(event, limitOrderId), orderIn(event, stopOrderId)] };
  }

  async cancel(customerId: string, orderId: string, requestId: string | null, record?: OrderAnswer): Promise<SpotOrderView> {
    const command: SpotCommand = { type: 'CancelSpotOrder', orderId, ownerId: customerId, at: this.clock.now().toISOString() };
    return orderIn(await this.run(command, requestId, record && answerOf(record, orderId)), orderId);
  }

  async orders(customerId: string, filter: { status?: string; symbol?: string; limit?: string }): Promise<SpotOrderView[]> {
    const symbol = filter.symbol ? filter.symbol.toUpperCase() : undefined;
    if (filter.status === undefined || filter.status === 'open')
      return this.core.state.openOrdersOf(customerId, symbol).slice(0, limitOf(filter.limit));
    if (filter.status !== 'history') throw AppError.badInput('field.invalid', { field: 'status' });
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

  async publicTrades(symbol: string, limit?: string) {
    if (!SPOT_MARKETS.has(symbol)) throw new AppError('request.notFound', 404, 404);
    const { rows } = await this.pool.query<TradeRow>('SELECT * FROM spot_trades WHERE symbol = $1 ORDER BY seq DESC LIMIT $2', [
      symbol,
      limitOf(limit),
    ]);
    return rows.map(tradeOf).map(publicTrade);
  }

  depth(symbol: string, levels?: string) {
    if (!SPOT_MARKETS.has(symbol)) throw new AppError('request.notFound', 404, 404);
    const count = Math.min(100, Math.max(1, Number.parseInt(levels ?? '20', 10) || 20));
    return { symbol, ...this.core.state.depth(symbol, count), at: this.clock.now().toISOString() };
  }

  balances(customerId: string) {
    return this.core.state.balancesOf(customerId);
  }

  private async run(command: SpotCommand, requestId: string | null, record?: AnswerRecord): Promise<SpotEvent> {
    try {
      return await this.core.submit(command, { requestId }, record);
    } catch (error) {
      if (error instanceof SpotRejection) throw AppError.badInput(error.code, error.params);
      throw error;
    }
  }
}

/** How the caller's answer to an order call is built, so the core can record it with the event. */
export interface OrderAnswer {
  claim: RequestClaim;
  httpStatus: number;
  answer: (order: SpotOrderView) => unknown;
}

const orderIn = (event: Pick<SpotEvent, 'data'>, orderId: string) => presentOrder(event.data.orders.find((order) => order.id === orderId)!);
const answerOf = (record: OrderAnswer, orderId: string): AnswerRecord => ({
  claim: record.claim,
  httpStatus: record.httpStatus,
  answer: (event) => record.answer(orderIn(event, orderId)),
});

const limitOf = (text?: string) => Math.min(200, Math.max(1, Number.parseInt(text ?? '50', 10) || 50));

export const publicTrade = (trade: SpotTrade) => ({
  id: trade.id,
  price: trade.price,
  quantity: trade.quantity,
  side: trade.takerSide,
  at: trade.at,
});

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
