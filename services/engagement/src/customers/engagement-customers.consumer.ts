import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { PoolClient } from 'pg';
import {
  IDENTITY_SOURCE,
  IdentityIntegrationEvents,
  KYC_SOURCE,
  KycIntegrationEvents,
  parseCustomerRegisteredV1,
  parseCustomerVerifiedV1,
} from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { ContentCommands } from '../content/content-commands';
import { ContentQuery } from '../content/queries/content.query';

/**
 * What engagement learns of customers: identity's registrations (real or demo, the phone's calling
 * code) and kyc's verified nationality, which decide where rewards are off; and, since registering
 * means ticking "I agree", the agreements in force at that moment accepted, each once.
 */
@Injectable()
export class EngagementCustomersConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly content: ContentQuery,
    private readonly commands: ContentCommands,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'engagement.customers',
      sources: [IDENTITY_SOURCE],
      types: [IdentityIntegrationEvents.customerRegistered],
      handle: async (event, tx) => {
        const client = tx as PoolClient;
        const { customerId, kind, areaCode, registeredAt } = parseCustomerRegisteredV1(event.data);
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
            { client, now: new Date(registeredAt), metadata: { customerId } },
          );
      },
    });
    await this.bus.subscribe({
      consumer: 'engagement.customer-verified',
      sources: [KYC_SOURCE],
      types: [KycIntegrationEvents.customerVerified],
      handle: async (event, tx) => {
        const { customerId, country } = parseCustomerVerifiedV1(event.data);
        if (!country) return;
        await (tx as PoolClient).query(
          `INSERT INTO engagement_customers (customer_id, kind, verified_country) VALUES ($1, 'real', $2)
           ON CONFLICT (customer_id) DO UPDATE SET verified_country = EXCLUDED.verified_country`,
          [customerId, country],
        );
      },
    });
  }
}
