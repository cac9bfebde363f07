import { Injectable } from '@nestjs/common';
import { IDENTITY_SOURCE, IdentityIntegrationEvents, parseCustomerRegisteredV1 } from '@meridian/contracts';
import { platformAccount, userAccount } from '@meridian/ledger';
import { contractSubscription } from '@meridian/messaging';
import { ASSETS, Money } from '@meridian/money';
import { BusConsumer } from '@meridian/runtime';

import { CustomerLedger, postOnce } from '../ledger/customer-ledger';

export const DEMO_FUNDING = Money.parse(ASSETS.USDT, '100000');

const REGISTRATIONS = { sources: [IDENTITY_SOURCE], types: [IdentityIntegrationEvents.customerRegistered], parse: parseCustomerRegisteredV1 };

/**
 * A new demo customer gets virtual USDT from `platform:demo-faucet`, in one balanced entry written in
 * the same transaction as the inbox row: a redelivered registration credits nothing twice.
 */
@Injectable()
export class DemoFaucetConsumer extends BusConsumer {
  constructor(private readonly ledger: CustomerLedger) {
    super();
  }

  protected subscriptions() {
    return [
      contractSubscription('accounts.demo-faucet', REGISTRATIONS, async ({ kind, customerId }, tx, event) => {
        if (kind !== 'demo') return;
        const postings = [
          { account: platformAccount('demo-faucet', ASSETS.USDT), amount: DEMO_FUNDING.negate() },
          { account: userAccount(customerId, 'funding', ASSETS.USDT), amount: DEMO_FUNDING },
        ];
        const entry = { id: `demo-funding:${customerId}`, memo: 'Demo account funding', correlationId: event.id, postings };
        // Already funded: a registration published twice (a different event id) still credits once.
        await postOnce(() => this.ledger.execute(customerId, { type: 'PostEntry', data: entry, metadata: { now: event.occurredAt } }, { client: tx }));
      }),
    ];
  }
}
