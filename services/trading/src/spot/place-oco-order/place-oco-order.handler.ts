import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import { CLOCK, type Clock } from '@meridian/runtime';
import { MarketDataService } from '../../market/market-data.service';
import { SPOT_MARKETS } from '../domain/spot-markets';
import type { SpotOrderView } from '../domain/spot-core.types';
import { SpotCoreService } from '../spot-core.service';
import { orderIn } from '../order-entry/order-answer';
import type { SpotOcoRequestDto } from './place-oco-order.request.dto';

/** A customer places a one-cancels-the-other pair: both legs in one command, accepted, held and refused together. */
@Injectable()
export class PlaceOcoOrderHandler {
  constructor(
    private readonly core: SpotCoreService,
    private readonly market: MarketDataService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(customerId: string, input: SpotOcoRequestDto, requestId: string | null): Promise<{ ocoId: string; orders: SpotOrderView[] }> {
    const symbol = input.symbol.toUpperCase();
    if (!SPOT_MARKETS.has(symbol)) throw new DomainError('spot.unknownMarket');
    if (!this.market.isTrading(symbol)) throw new DomainError('spot.marketDisabled');
    if (input.side !== 'buy' && input.side !== 'sell') throw new DomainError('field.invalid', { field: 'side' });
    const tick = this.market.lastTick(symbol);
    if (!tick) throw new DomainError('spot.noPrice');
    const ocoId = randomUUID();
    const [limitOrderId, stopOrderId] = [randomUUID(), randomUUID()];
    const event = await this.core.submit(
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
      { requestId },
    );
    return { ocoId, orders: [orderIn(event, limitOrderId), orderIn(event, stopOrderId)] };
  }
}
