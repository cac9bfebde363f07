import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import { CLOCK, type Clock } from '@meridian/runtime';
import { MarketDataService } from '../../market/market-data.service';
import { SPOT_MARKETS } from '../domain/spot-markets';
import type { SpotOrderType, SpotOrderView, SpotTimeInForce } from '../domain/spot-core.types';
import { SpotCoreService } from '../spot-core.service';
import { answerOf, orderIn, type OrderAnswer } from '../order-entry/order-answer';
import type { SpotOrderRequestDto } from './place-order.request.dto';

const ORDER_TYPES: ReadonlySet<unknown> = new Set<SpotOrderType>(['limit', 'market', 'stop_limit', 'stop_market']);

const optionalText = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new DomainError('field.invalid', { field });
  return String(value);
};

/**
 * A customer places a spot order (limit, market, stop-limit or stop-market): the open market and the
 * request's shape are checked here, everything else by the core when it decides (`PlaceSpotOrder`).
 */
@Injectable()
export class PlaceOrderHandler {
  constructor(
    private readonly core: SpotCoreService,
    private readonly market: MarketDataService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(customerId: string, input: SpotOrderRequestDto, requestId: string | null, record?: OrderAnswer): Promise<SpotOrderView> {
    const symbol = typeof input.symbol === 'string' ? input.symbol.toUpperCase() : '';
    if (!SPOT_MARKETS.has(symbol)) throw new DomainError('spot.unknownMarket');
    if (!this.market.isTrading(symbol)) throw new DomainError('spot.marketDisabled');
    if (input.side !== 'buy' && input.side !== 'sell') throw new DomainError('field.invalid', { field: 'side' });
    if (!ORDER_TYPES.has(input.type)) throw new DomainError('field.invalid', { field: 'type' });
    const orderId = randomUUID();
    const event = await this.core.submit(
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
      { requestId },
      record && answerOf(record, orderId),
    );
    return orderIn(event, orderId);
  }
}
