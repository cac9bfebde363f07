import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { IDENTITY_SOURCE, IdentityIntegrationEvents, type CustomerRegisteredV1 } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';

/** Keeps the names staff see in the review queues, from identity's published registrations. */
@Injectable()
export class CustomerLabelsConsumer implements OnModuleInit {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'accounts.customer-labels',
      sources: [IDENTITY_SOURCE],
      types: [IdentityIntegrationEvents.customerRegistered],
      handle: async (event, tx) => {
        const data = event.data as CustomerRegisteredV1;
        await tx.query(
          `INSERT INTO customer_labels (customer_id, account, kind) VALUES ($1, $2, $3)
           ON CONFLICT (customer_id) DO UPDATE SET account = EXCLUDED.account, kind = EXCLUDED.kind`,
          [data.customerId, data.account ?? data.customerId, data.kind],
        );
      },
    });
  }
}
