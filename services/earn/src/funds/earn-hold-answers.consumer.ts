import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCOUNTS_SOURCE, EarnFundsEvents, parseEarnHoldAnsweredV1 } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { EarnOrderStore } from '../orders/earn-order-store';

/** The funding wallet's answer to a purchase: the principal is held (in custody from the next cut-off), or it could not be. */
@Injectable()
export class EarnHoldAnswersConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly orders: EarnOrderStore,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'earn.hold-answers',
      sources: [ACCOUNTS_SOURCE],
      types: [EarnFundsEvents.holdPlaced, EarnFundsEvents.holdRefused],
      handle: async (event) => {
        const answer = parseEarnHoldAnsweredV1(event.type, event.data);
        const metadata = { customerId: answer.customerId };
        const now = new Date(answer.at);
        if (event.type === EarnFundsEvents.holdPlaced) await this.orders.execute(answer.orderId, { type: 'ActivateEarnOrder' }, metadata, now);
        else await this.orders.execute(answer.orderId, { type: 'FailEarnOrder', data: { reason: answer.reason ?? 'earn.insufficientBalance' } }, metadata, now);
      },
    });
  }
}
