import type { ClientBase } from 'pg';
import type { InlineProjection, Projection, RecordedEvent } from '@meridian/eventstore';
import { decodeLedgerEvent, journalEntryOf, parseAccount } from '@meridian/ledger';
import { FUNDING_ASSETS } from '../catalogue/asset-catalogue';
import { projectLedgerHolds } from './ledger-holds.projection';

/** Balances and postings of every account an entry touches; rebuildable from the ledger streams. */
export async function projectLedgerEvent(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  if (!recorded.streamId.startsWith('ledger-')) return;
  const event = decodeLedgerEvent({ type: recorded.type, data: recorded.data }, FUNDING_ASSETS);
  if (event.type === 'EntryPosted')
    await client.query('INSERT INTO ledger_entry_ids (stream_id, entry_id) VALUES ($1, $2)', [recorded.streamId, event.data.id]);
  const entry = journalEntryOf(event);
  for (const posting of entry.postings) {
    const parsed = parseAccount(posting.account);
    const customerId = parsed.type === 'user' ? parsed.customerId : null;
    const { rows } = await client.query<{ balance: string }>(
      `INSERT INTO ledger_balances (account, customer_id, asset, balance, updated_at) VALUES ($1, $2, $3, $4::numeric, $5)
       ON CONFLICT (account) DO UPDATE SET balance = ledger_balances.balance + EXCLUDED.balance, updated_at = EXCLUDED.updated_at
       RETURNING balance::text AS balance`,
      [posting.account, customerId, parsed.asset, posting.amount.minor.toString(), entry.at],
    );
    await client.query(
      `INSERT INTO ledger_postings (event_id, entry_id, account, customer_id, asset, amount, balance_after, memo, at)
       VALUES ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, $8, $9)`,
      [recorded.id, entry.id, posting.account, customerId, parsed.asset, posting.amount.minor.toString(), rows[0]!.balance, entry.memo, entry.at],
    );
  }
}

/** Empties the ledger's read models for a rebuild from the log. */
export async function resetLedgerReadModels(client: ClientBase): Promise<void> {
  await client.query('DELETE FROM ledger_postings');
  await client.query('DELETE FROM ledger_balances');
  await client.query('DELETE FROM ledger_holds');
  await client.query('DELETE FROM ledger_entry_ids');
}

export const ledgerBalancesProjection: Projection = {
  name: 'accounts-ledger-balances',
  handle: async (event, client) => {
    await projectLedgerEvent(event, client);
    await projectLedgerHolds(event, client);
  },
  reset: resetLedgerReadModels,
};

/** The customer ledgers' read models as an inline projection on their own (tests and benchmarks use it). */
export const ledgerInlineProjection: InlineProjection = {
  name: 'accounts-ledger',
  owner: 'accounts',
  canHandle: ['EntryPosted', 'HoldPlaced', 'HoldPosted', 'HoldVoided'],
  handle: async (events, client) => {
    for (const event of events) {
      await projectLedgerEvent(event, client);
      await projectLedgerHolds(event, client);
    }
  },
  reset: resetLedgerReadModels,
};
