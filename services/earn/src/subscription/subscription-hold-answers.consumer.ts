import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCOUNTS_SOURCE, parseSubscriptionHoldAnsweredV1, SubscriptionEvents } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { SubscriptionStore } from './subscription-store';

/** The wallet's answer to a subscription: held (under review until the allotment), or "Insufficient USDT balance". */
@Injectable()
export class SubscriptionHoldAnswersConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly store: SubscriptionStore,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'earn.subscription-hold-answers',
      sources: [ACCOUNTS_SOURCE],
      types: [SubscriptionEvents.holdPlaced, SubscriptionEvents.holdRefused],
      handle: async (event) => {
        const answer = parseSubscriptionHoldAnsweredV1(event.type, event.data);
        const metadata = { customerId: answer.customerId };
        if (event.type === SubscriptionEvents.holdPlaced)
          await this.store.subscription(answer.subscriptionId, { type: 'ConfirmSubscriptionHold' }, metadata);
        else
          await this.store.subscription(
            answer.subscriptionId,
            { type: 'RefuseSubscriptionHold', data: { reason: answer.reason ?? 'subscription.insufficientUsdt' } },
            metadata,
          );
      },
    });
  }
}
