import { Injectable } from '@nestjs/common';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { ContentCommands } from '../content/content-commands';
import { ContentQuery } from '../content/queries/content.query';
import { asOfRegistration, REGISTRATIONS, VERIFICATIONS } from './customer-messages';

/**
 * What engagement learns of customers: identity's registrations (real or demo, the phone's calling
 * code) and kyc's verified nationality, which decide where rewards are off; and, since registering
 * means ticking "I agree", the agreements in force at that moment accepted, each once.
 */
@Injectable()
export class EngagementCustomersConsumer extends BusConsumer {
  constructor(
    private readonly content: ContentQuery,
    private readonly commands: ContentCommands,
  ) {
    super();
  }

  protected subscriptions() {
    return [
      contractSubscription('engagement.customers', REGISTRATIONS, async (registration, client) => {
        const { customerId, kind, areaCode, registeredAt } = registration;
        await client.query(
          `INSERT INTO engagement_customers (customer_id, kind, area_code, registered_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (customer_id) DO UPDATE SET kind = EXCLUDED.kind, area_code = EXCLUDED.area_code, registered_at = EXCLUDED.registered_at`,
          [customerId, kind, areaCode ?? null, registeredAt],
        );
        if (kind !== 'real') return;
        for (const agreement of await this.content.agreementsEveryoneAccepts(client))
          await this.commands.agreements(
            customerId,
            { type: 'AcceptAgreement', data: { customerId, ...agreement, via: 'registration' } },
            asOfRegistration(client, registration),
          );
      }),
      contractSubscription('engagement.customer-verified', VERIFICATIONS, async ({ customerId, country }, tx) => {
        if (!country) return;
        await tx.query(
          `INSERT INTO engagement_customers (customer_id, kind, verified_country) VALUES ($1, 'real', $2)
           ON CONFLICT (customer_id) DO UPDATE SET verified_country = EXCLUDED.verified_country`,
          [customerId, country],
        );
      }),
    ];
  }
}
