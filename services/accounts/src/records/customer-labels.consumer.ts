import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { customerLabelsSubscription } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';

/** Keeps the names staff see in the review queues, from identity's published registrations. */
@Injectable()
export class CustomerLabelsConsumer implements OnModuleInit {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe(customerLabelsSubscription('accounts.customer-labels', 'customer_labels'));
  }
}
