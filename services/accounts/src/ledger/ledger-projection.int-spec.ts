import { inTransaction, runMigrations } from '@meridian/database';
import { catchUpProjection, catchUpToHead, EventStore, eventStoreMigrations, rebuildProjection } from '@meridian/eventstore';
import { platformAccount, userAccount, type LedgerCommand } from '@meridian/ledger';
import { messagingMigrations } from '@meridian/messaging';
import { ASSETS, Money } from '@meridian/money';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { accountsMigrations } from '../accounts.migrations';
import { CustomerLedger } from './customer-ledger';
import { ledgerBalancesProjection } from './ledger-balances.projection';

/** The ledger read models fed from the global log (no inline projection): delivering the same events twice changes nothing. */
let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase('ledger_projection');
  // The ledger writes the customer's CustomerUpdated push to the outbox in the append's transaction.
  await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations, ...accountsMigrations]);
  store = new EventStore(db.pool);
  const ledger = new CustomerLedger(store);
  const usdt = (text: string) => Money.parse(ASSETS.USDT, text);
  const now = '2026-11-24T00:00:00.000Z';
  for (const customer of ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b']) {
    const funding = userAccount(customer, 'funding', ASSETS.USDT);
    const commands: LedgerCommand[] = [
      { type: 'PostEntry', data: { id: `deposit:${customer}`, memo: 'Deposit', postings: [{ account: platformAccount('deposit-clearing', ASSETS.USDT), amount: usdt('-100') }, { account: funding, amount: usdt('100') }] }, metadata: { now } },
      { type: 'PlaceHold', data: { holdId: `w-${customer}`, from: funding, amount: usdt('40'), memo: 'Withdrawal' }, metadata: { now } },
      { type: 'PostHold', data: { holdId: `w-${customer}`, to: [{ account: platformAccount('deposit-clearing', ASSETS.USDT), amount: usdt('39') }, { account: platformAccount('fees', ASSETS.USDT), amount: usdt('1') }] }, metadata: { now } },
      { type: 'PlaceHold', data: { holdId: `v-${customer}`, from: funding, amount: usdt('10'), memo: 'Withdrawal' }, metadata: { now } },
    ];
    for (const command of commands) await ledger.execute(customer, command);
  }
});
afterAll(() => db.drop());

async function rows() {
  const balances = await db.pool.query('SELECT account, customer_id, asset, balance::text FROM ledger_balances ORDER BY account');
  const postings = await db.pool.query('SELECT event_id, entry_id, account, amount::text, balance_after::text, memo FROM ledger_postings ORDER BY event_id, account, amount');
  const holds = await db.pool.query('SELECT hold_id, account, amount::text, status FROM ledger_holds ORDER BY hold_id');
  const entryIds = await db.pool.query('SELECT stream_id, entry_id FROM ledger_entry_ids ORDER BY stream_id, entry_id');
  return { balances: balances.rows, postings: postings.rows, holds: holds.rows, entryIds: entryIds.rows };
}

describe('the ledger projection', () => {
  it('gives the same rows when the same events are delivered again', async () => {
    expect(await catchUpToHead(store, ledgerBalancesProjection)).toBe(8);
    const first = await rows();
    expect(first.balances.length).toBeGreaterThan(0);
    expect(first.holds.map((h) => h.status).sort()).toEqual(['pending', 'pending', 'posted', 'posted']);

    // Delivered again, from two runners at once: the checkpoint moves with the rows, so neither applies an event twice.
    expect(await Promise.all([catchUpProjection(store, ledgerBalancesProjection), catchUpProjection(store, ledgerBalancesProjection)])).toEqual([0, 0]);
    expect(await rows()).toEqual(first);

    // Rewind the checkpoint and rebuild: the rows are dropped and replayed, and come out the same.
    expect(await rebuildProjection(store, ledgerBalancesProjection)).toBe(8);
    expect(await rows()).toEqual(first);
  });

  it('rolls the rows back with the checkpoint when a batch fails half-way', async () => {
    const before = await rows();
    await inTransaction(db.pool, (client) => client.query("UPDATE projection_checkpoints SET global_position = 0, transaction_id = '0'::xid8 WHERE name = $1", [ledgerBalancesProjection.name]));
    // The entry ids are already there, so the replayed EntryPosted fails on its key half-way through the batch.
    await expect(catchUpToHead(store, ledgerBalancesProjection)).rejects.toThrow(/ledger_entry_ids/);
    expect(await rows()).toEqual(before);
  });
});
