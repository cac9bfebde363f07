import type { ClientBase } from 'pg';
import type { EntityManager } from 'typeorm';
import type { InlineProjection, Projection, RecordedEvent } from '@meridian/eventstore';
import { decodeLedgerEvent, journalEntryOf, parseAccount } from '@meridian/ledger';
import { FUNDING_ASSETS } from '../catalogue/asset-catalogue';
import { accountsReadModels } from '../accounts.read-models';
import { projectLedgerHolds } from './ledger-holds.projection';
import { LedgerBalance } from './read-models/ledger-balance.entity';
import { LedgerEntryId } from './read-models/ledger-entry-id.entity';
import { LedgerHold } from './read-models/ledger-hold.entity';
import { LedgerPosting } from './read-models/ledger-posting.entity';

/** Balances and postings of every account an entry touches; rebuildable from the ledger streams. */
export async function projectLedgerEvent(recorded: RecordedEvent, client: ClientBase): Promise<void> {
  if (!recorded.streamId.startsWith('ledger-')) return;
  const event = decodeLedgerEvent({ type: recorded.type, data: recorded.data }, FUNDING_ASSETS);
  const models = await accountsReadModels.on(client);
  if (event.type === 'EntryPosted') await models.getRepository(LedgerEntryId).insert({ streamId: recorded.streamId, entryId: event.data.id });
  const entry = journalEntryOf(event);
  for (const posting of entry.postings) {
    const parsed = parseAccount(posting.account);
    const row = { account: posting.account, customerId: parsed.type === 'user' ? parsed.customerId : null, asset: parsed.asset, at: new Date(entry.at) };
    const amount = posting.amount.minor.toString();
    const balanceAfter = await addToBalance(models, row, amount);
    await models.getRepository(LedgerPosting).insert({ eventId: recorded.id, entryId: entry.id, ...row, amount, balanceAfter, memo: entry.memo });
  }
}

/**
 * Adds a posting to its account's balance and answers the balance after it, in one statement: two
 * appends that touch one account (a platform account most of all) never read the same balance, and
 * the first posting of a new account makes its row. TypeORM's upsert would overwrite the balance.
 */
async function addToBalance(models: EntityManager, { account, customerId, asset, at }: { account: string; customerId: string | null; asset: string; at: Date }, amount: string): Promise<string> {
  const [{ balance }] = (await models.query(
    `INSERT INTO ledger_balances (account, customer_id, asset, balance, updated_at) VALUES ($1, $2, $3, $4::numeric, $5)
     ON CONFLICT (account) DO UPDATE SET balance = ledger_balances.balance + EXCLUDED.balance, updated_at = EXCLUDED.updated_at
     RETURNING balance::text AS balance`,
    [account, customerId, asset, amount, at],
  )) as [{ balance: string }];
  return balance;
}

/** Empties the ledger's read models for a rebuild from the log. */
export const resetLedgerReadModels = accountsReadModels.emptied(LedgerPosting, LedgerBalance, LedgerHold, LedgerEntryId);

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
