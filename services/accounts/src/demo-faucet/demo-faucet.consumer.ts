import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { IDENTITY_SOURCE, IdentityIntegrationEvents, parseCustomerRegisteredV1 } from '@meridian/contracts';
import { platformAccount, userAccount } from '@meridian/ledger';
import type { MessageBus } from '@meridian/messaging';
import { ASSETS, Money } from '@meridian/money';
import { MESSAGE_BUS } from '@meridian/runtime';

import { CustomerLedger, isDuplicateEntry } from '../ledger/customer-ledger';

export const DEMO_FUNDING = Money.parse(ASSETS.USDT, '100000');

/**
 * A new demo customer gets virtual USDT from `platform:demo-faucet`, in one balanced entry written in
 * the same transaction as the inbox row: a redelivered registration credits nothing twice.
 */
@Injectable()
export class DemoFaucetConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly ledger: CustomerLedger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'accounts.demo-faucet',
      sources: [IDENTITY_SOURCE],
      types: [IdentityIntegrationEvents.customerRegistered],
      handle: async (event, tx) => {
        const data = parseCustomerRegisteredV1(event.data);
        if (data.kind !== 'demo') return;
        await this.ledger
          .execute(
            data.customerId,
            {
              type: 'PostEntry',
              data: {
                id: `demo-funding:${data.customerId}`,
                memo: 'Demo account funding',
                correlationId: event.id,
                postings: [
                  { account: platformAccount('demo-faucet', ASSETS.USDT), amount: DEMO_FUNDING.negate() },
                  { account: userAccount(data.customerId, 'funding', ASSETS.USDT), amount: DEMO_FUNDING },
                ],
              },
              metadata: { now: event.occurredAt },
            },
            { client: tx },
          )
          .catch((error: unknown) => {
            // Already funded: a registration published twice (a different event id) still credits once.
            if (!isDuplicateEntry(error)) throw error;
          });
      },
    });
  }
}
