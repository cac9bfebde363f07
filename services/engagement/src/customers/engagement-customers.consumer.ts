import { Injectable } from '@nestjs/common';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { ContentCommands } from '../content/content-commands';
import { ContentQuery } from '../content/queries/content.query';
import { engagementReadModels } from '../engagement.read-models';
import { asOfRegistration, REGISTRATIONS, VERIFICATIONS } from './customer-messages';
import { EngagementCustomer } from './read-models/engagement-customer.entity';

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
        // A verified country recorded before the registration arrived stays.
        const customers = (await engagementReadModels.on(client)).getRepository(EngagementCustomer);
        await customers.upsert({ customerId, kind, areaCode: areaCode ?? null, registeredAt: new Date(registeredAt) }, ['customerId']);
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
        // Only the country: the kind a registration recorded stays.
        const customers = (await engagementReadModels.on(tx)).getRepository(EngagementCustomer);
        await customers
          .createQueryBuilder()
          .insert()
          .values({ customerId, kind: 'real', verifiedCountry: country })
          .orUpdate(['verified_country'], ['customer_id'])
          .execute();
      }),
    ];
  }
}
