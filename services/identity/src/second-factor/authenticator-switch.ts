import type { PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import { commandHandling, type EventStore, type WithoutMeta } from '@meridian/eventstore';
import { authenticatorDecider, authenticatorStream, type AuthenticatorCommand } from './authenticator.decider';

/**
 * Turns the authenticator on or off: the event (through the one command-handling factory, inside this
 * transaction), the table and the customer's last security change commit together. The decider's
 * refusals (`totp.alreadyOn`, `totp.off`) pass through as they are; the HTTP edge answers them.
 */
export async function switchAuthenticator(
  store: EventStore,
  customerId: string,
  command: WithoutMeta<AuthenticatorCommand>,
  now: Date,
  write: (client: PoolClient) => Promise<void>,
): Promise<void> {
  const execute = commandHandling({ store, clock: { now: () => now }, decider: authenticatorDecider, streamOf: authenticatorStream });
  await inTransaction(store.pool, async (client) => {
    await execute(customerId, command, { client, metadata: { customerId } });
    await write(client);
    // Withdrawals wait for review for a while after a security change (docs/api.md, withdrawals).
    await client.query('UPDATE customers SET security_changed_at = $2 WHERE id = $1', [customerId, now.toISOString()]);
  });
}
