import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { customerLabelsSubscription } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';

/** Names for the staff searches, and the calling code that decides jurisdiction, from identity's published registrations. */
@Injectable()
export class SpotCustomerLabelsConsumer implements OnModuleInit {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe(customerLabelsSubscription('trading.customer-labels', 'spot_customer_labels', { withAreaCode: true }));
  }
}
