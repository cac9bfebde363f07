import { Inject, Module } from '@nestjs/common';
import type { EventStore } from '@meridian/eventstore';
import { EVENT_STORE } from '@meridian/runtime';
import { DemoFaucetConsumer } from './demo-faucet/demo-faucet.consumer';
import { BalancesController } from './http/balances.controller';
import { CustomerLedger } from './ledger/customer-ledger';
import { projectLedgerEvent } from './ledger/ledger-balances.projection';

/** Accounts: the customer's funding wallet ledger. Deposits, withdrawals and transfers come next. */
@Module({
  controllers: [BalancesController],
  providers: [CustomerLedger, DemoFaucetConsumer],
})
export class AccountsModule {
  constructor(@Inject(EVENT_STORE) store: EventStore) {
    store.addInlineProjection(async (events, client) => {
      for (const event of events) await projectLedgerEvent(event, client);
    });
  }
}
