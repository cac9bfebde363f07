import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { IDENTITY_SOURCE, IdentityIntegrationEvents, type CustomerSecurityChangedV1 } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';

/** Remembers each customer's last password change: withdrawals wait for review for a while after it. */
@Injectable()
export class SecurityChangesConsumer implements OnModuleInit {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'accounts.security-changes',
      sources: [IDENTITY_SOURCE],
      types: [IdentityIntegrationEvents.securityChanged],
      handle: async (event, tx) => {
        const data = event.data as CustomerSecurityChangedV1;
        await tx.query(
          `INSERT INTO security_changes (customer_id, changed_at) VALUES ($1, $2)
           ON CONFLICT (customer_id) DO UPDATE SET changed_at = GREATEST(security_changes.changed_at, EXCLUDED.changed_at)`,
          [data.customerId, data.at],
        );
      },
    });
  }
}
