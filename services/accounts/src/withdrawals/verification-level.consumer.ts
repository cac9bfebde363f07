import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { KYC_SOURCE, KycIntegrationEvents, parseCustomerVerifiedV1, verificationLimitsSubscription } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';

/** Keeps each customer's verification tiers and what each level allows: together they set how much they may withdraw a day. */
@Injectable()
export class VerificationLevelConsumer implements OnModuleInit {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'accounts.verification-levels',
      sources: [KYC_SOURCE],
      types: [KycIntegrationEvents.customerVerified],
      handle: async (event, tx) => {
        const { customerId, tiers, at } = parseCustomerVerifiedV1(event.data);
        await tx.query(
          `INSERT INTO customer_verification (customer_id, tiers, updated_at) VALUES ($1, $2, $3)
           ON CONFLICT (customer_id) DO UPDATE SET tiers = array(SELECT DISTINCT unnest(customer_verification.tiers || EXCLUDED.tiers) ORDER BY 1),
             updated_at = greatest(customer_verification.updated_at, EXCLUDED.updated_at)`,
          [customerId, tiers, at],
        );
      },
    });
    await this.bus.subscribe(verificationLimitsSubscription('accounts.verification-limits', 'accounts_verification_limits'));
  }
}
