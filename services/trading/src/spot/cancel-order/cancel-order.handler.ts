import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@meridian/runtime';
import type { SpotOrderView } from '../domain/spot-core.types';
import { SpotCoreService } from '../spot-core.service';
import { answerOf, orderIn, type OrderAnswer } from '../order-entry/order-answer';

/** A customer cancels one of their open orders (a waiting stop, a resting order, a pair's leg with its pair). */
@Injectable()
export class CancelOrderHandler {
  constructor(
    private readonly core: SpotCoreService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(customerId: string, orderId: string, requestId: string | null, record?: OrderAnswer): Promise<SpotOrderView> {
    const event = await this.core.submit(
      { type: 'CancelSpotOrder', orderId, ownerId: customerId, at: this.clock.now().toISOString() },
      { requestId },
      record && answerOf(record, orderId),
    );
    return orderIn(event, orderId);
  }
}
