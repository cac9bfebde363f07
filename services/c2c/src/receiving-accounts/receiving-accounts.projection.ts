import { defineInlineProjection, emptyTables, streamProjection } from '@meridian/eventstore';
import type { ReceivingAccountEvent } from './domain/receiving-account.decider';

/** The registry as staff read it and support matches from it; written inline with each event. */
const receivingAccountEvents = streamProjection<ReceivingAccountEvent>('c2c-receiving-account-', {
  ReceivingAccountProposed: ({ fiat, accountName, accountNumber, bankName, bankAddress, reason, staffId, at }, { id, client }) =>
    client.query(
      `INSERT INTO c2c_receiving_accounts (account_id, fiat, account_name, account_number, bank_name, bank_address, status, proposed_by, proposed_at, reason)
       VALUES ($1, $2, $3, $4, $5, $6, 'proposed', $7, $8, $9) ON CONFLICT (account_id) DO NOTHING`,
      [id, fiat, accountName, accountNumber, bankName, bankAddress, staffId, at, reason],
    ),
  ReceivingAccountConfirmed: ({ staffId, at }, { id, client }) =>
    client.query(`UPDATE c2c_receiving_accounts SET status = 'active', confirmed_by = $2, confirmed_at = $3 WHERE account_id = $1`, [
      id,
      staffId,
      at,
    ]),
  ReceivingAccountRetired: ({ staffId, reason, at }, { id, client }) =>
    client.query(
      `UPDATE c2c_receiving_accounts SET status = 'retired', retired_by = $2, retired_at = $3, retire_reason = $4 WHERE account_id = $1`,
      [id, staffId, at, reason],
    ),
});

export const receivingAccountsProjection = defineInlineProjection({
  name: 'c2c-receiving-accounts',
  owner: 'c2c',
  ...receivingAccountEvents,
  reset: emptyTables('c2c_receiving_accounts'),
});
