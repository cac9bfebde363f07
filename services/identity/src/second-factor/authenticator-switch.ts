import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import { commandHandling, type EventStore, type WithoutMeta } from '@meridian/eventstore';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { Customer } from '../customers/read-models/customer.entity';
import { identityReadModels } from '../identity.read-models';
import { authenticatorDecider, authenticatorStream, type AuthenticatorCommand } from './authenticator.decider';

/**
 * Turns the authenticator on or off: the event (through the one command-handling factory, inside this
 * transaction), the table and the customer's last security change commit together. The decider's
 * refusals (`totp.alreadyOn`, `totp.off`) pass through as they are; the HTTP edge answers them.
 */
@Injectable()
export class AuthenticatorSwitch {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `write` changes the `customer_second_factor` table in the same transaction, at the switch's `now`. */
  async turn(
    customerId: string,
    command: WithoutMeta<AuthenticatorCommand>,
    write: (client: PoolClient, now: Date) => Promise<void>,
  ): Promise<void> {
    const now = this.clock.now();
    const execute = commandHandling({
      store: this.store,
      clock: { now: () => now },
      decider: authenticatorDecider,
      streamOf: authenticatorStream,
    });
    await inTransaction(this.store.pool, async (client) => {
      await execute(customerId, command, { client, metadata: { customerId } });
      await write(client, now);
      // Withdrawals wait for review for a while after a security change (docs/api.md, withdrawals).
      await (await identityReadModels.on(client)).getRepository(Customer).update(customerId, { securityChangedAt: now });
    });
  }
}
