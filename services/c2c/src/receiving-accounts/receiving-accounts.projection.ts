import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import type { ReceivingAccountEvent } from './domain/receiving-account.decider';

export const RECEIVING_ACCOUNT_EVENT_TYPES: readonly ReceivingAccountEvent['type'][] = Object.keys({
  ReceivingAccountProposed: true,
  ReceivingAccountConfirmed: true,
  ReceivingAccountRetired: true,
} satisfies Record<ReceivingAccountEvent['type'], true>) as ReceivingAccountEvent['type'][];

const PREFIX = 'c2c-receiving-account-';

/** The registry as staff read it and support matches from it; written inline with each event. */
export async function projectReceivingAccountEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(PREFIX)) continue;
    const accountId = recorded.streamId.slice(PREFIX.length);
    const event = { type: recorded.type, data: recorded.data } as ReceivingAccountEvent;
    switch (event.type) {
      case 'ReceivingAccountProposed': {
        const { fiat, accountName, accountNumber, bankName, bankAddress, reason, staffId, at } = event.data;
        await client.query(
          `INSERT INTO c2c_receiving_accounts (account_id, fiat, account_name, account_number, bank_name, bank_address, status, proposed_by, proposed_at, reason)
           VALUES ($1, $2, $3, $4, $5, $6, 'proposed', $7, $8, $9) ON CONFLICT (account_id) DO NOTHING`,
          [accountId, fiat, accountName, accountNumber, bankName, bankAddress, staffId, at, reason],
        );
        break;
      }
      case 'ReceivingAccountConfirmed':
        await client.query(`UPDATE c2c_receiving_accounts SET status = 'active', confirmed_by = $2, confirmed_at = $3 WHERE account_id = $1`, [accountId, event.data.staffId, event.data.at]);
        break;
      case 'ReceivingAccountRetired':
        await client.query(`UPDATE c2c_receiving_accounts SET status = 'retired', retired_by = $2, retired_at = $3, retire_reason = $4 WHERE account_id = $1`, [
          accountId,
          event.data.staffId,
          event.data.at,
          event.data.reason,
        ]);
        break;
      default: {
        const unknown: never = event;
        throw new Error(`unknown receiving account event ${JSON.stringify(unknown)}`);
      }
    }
  }
}

export const receivingAccountsProjection = defineInlineProjection({
  name: 'c2c-receiving-accounts',
  owner: 'c2c',
  canHandle: RECEIVING_ACCOUNT_EVENT_TYPES,
  handle: projectReceivingAccountEvents,
  reset: async (client) => {
    await client.query('DELETE FROM c2c_receiving_accounts');
  },
});
