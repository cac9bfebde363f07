import { runMigrations } from '@meridian/database';
import { EventStore, eventStoreMigrations, foldEvents, loadStreamState } from '@meridian/eventstore';
import { platformAccount, userAccount, type LedgerCommand } from '@meridian/ledger';
import { messagingMigrations } from '@meridian/messaging';
import { ASSETS, Money } from '@meridian/money';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { accountsMigrations } from '../accounts.migrations';
import { DomainError } from '../domain-error';
import { CustomerLedger, customerLedgerDecider, LEDGER_SNAPSHOT_EVERY, ledgerStream } from './customer-ledger';
import { ledgerInlineProjection } from './ledger-balances.projection';

let db: TestDatabase;
let store: EventStore;
let ledger: CustomerLedger;

beforeAll(async () => {
  db = await createTestDatabase('customer_ledger');
  // The ledger writes the customer's CustomerUpdated push to the outbox in the append's transaction.
  await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations, ...accountsMigrations]);
  store = new EventStore(db.pool);
  store.addInlineProjection(ledgerInlineProjection);
  ledger = new CustomerLedger(store);
});
afterAll(() => db.drop());

const customer = '00000000-0000-4000-8000-000000000001';
const usdt = (text: string) => Money.parse(ASSETS.USDT, text);
const now = '2026-11-24T00:00:00.000Z';
const credit = (id: string, amount = '1'): LedgerCommand => ({
  type: 'PostEntry',
  data: {
    id,
    memo: 'Deposit',
    postings: [
      { account: platformAccount('deposit-clearing', ASSETS.USDT), amount: usdt(amount).negate() },
      { account: userAccount(customer, 'funding', ASSETS.USDT), amount: usdt(amount) },
    ],
  },
  metadata: { now },
});
const hold = (holdId: string): LedgerCommand => ({ type: 'PlaceHold', data: { holdId, from: userAccount(customer, 'funding', ASSETS.USDT), amount: usdt('1'), memo: 'Withdrawal' }, metadata: { now } });
const voidHold = (holdId: string): LedgerCommand => ({ type: 'VoidHold', data: { holdId, reason: 'rejected' }, metadata: { now } });

const snapshotVersion = async () =>
  (await db.pool.query<{ stream_version: number }>('SELECT stream_version FROM snapshots WHERE name = $1', [`stream:${ledgerStream(customer)}`])).rows[0]?.stream_version ?? null;

describe('a customer ledger stream', () => {
  it('posts an entry id once: the same cause delivered again credits nothing', async () => {
    await ledger.execute(customer, credit('deposit:d-1', '5'));
    await expect(ledger.execute(customer, credit('deposit:d-1', '5'))).rejects.toMatchObject({ code: 'ledger.duplicateEntry' });
    const { rows } = await db.pool.query('SELECT balance::text AS balance FROM ledger_balances WHERE account = $1', [userAccount(customer, 'funding', ASSETS.USDT)]);
    expect(rows[0].balance).toBe('5000000');
  });

  it('tells the customer’s apps once per append, in its transaction, and nothing for a refused one', async () => {
    const pushes = async () =>
      (await db.pool.query<{ key: string; data: { updates: { customerId: string; balances: string[] }[] } }>(
        `SELECT key, payload->'data' AS data FROM outbox WHERE payload->>'type' = 'CustomerUpdated' ORDER BY id`,
      )).rows;
    const before = (await pushes()).length;
    await ledger.execute(customer, credit('deposit:d-push', '2'));
    await expect(ledger.execute(customer, credit('deposit:d-push', '2'))).rejects.toMatchObject({ code: 'ledger.duplicateEntry' });
    const written = (await pushes()).slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ key: ledgerStream(customer), data: { updates: [{ customerId: customer, balances: ['bba'] }] } });
  });

  it('refuses the same entry id from parallel requests, all but one', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => ledger.execute(customer, credit('deposit:d-parallel'))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === "rejected")) expect(String((o as PromiseRejectedResult).reason)).toBe(String(new DomainError("ledger.duplicateEntry")));
  });

  it('snapshots every so many events, and the snapshot plus its tail is the whole history', async () => {
    for (let i = 0; i < LEDGER_SNAPSHOT_EVERY; i++) {
      await ledger.execute(customer, hold(`h-${i}`));
      await ledger.execute(customer, voidHold(`h-${i}`));
    }
    const version = await store.streamVersion(ledgerStream(customer));
    const snapshotAt = await snapshotVersion();
    expect(snapshotAt).not.toBeNull();
    expect(snapshotAt).toBeGreaterThan(version - LEDGER_SNAPSHOT_EVERY);
    const loaded = await loadStreamState(store, ledgerStream(customer), customerLedgerDecider);
    const folded = foldEvents(customerLedgerDecider, await store.readStream(ledgerStream(customer)));
    expect(loaded.version).toBe(version);
    expect([...loaded.state.balances].map(([a, m]) => [a, m.minor])).toEqual([...folded.balances].map(([a, m]) => [a, m.minor]));
    expect(loaded.state.holds.size).toBe(0);
  });

  it('reads only the events after the snapshot for a command', async () => {
    const read = jest.spyOn(store, 'readStream');
    await ledger.execute(customer, credit('deposit:after-snapshot'));
    const fromVersion = read.mock.calls.map((call) => call[1] ?? 1);
    read.mockRestore();
    expect(Math.min(...fromVersion)).toBeGreaterThan((await store.streamVersion(ledgerStream(customer))) - LEDGER_SNAPSHOT_EVERY - 1);
  });

  it('never keeps a snapshot ahead of the log: one taken in a transaction that rolls back is gone with it', async () => {
    const before = await snapshotVersion();
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      for (let i = 0; i < LEDGER_SNAPSHOT_EVERY; i++) await ledger.execute(customer, credit(`rolled-back:${i}`), { client });
      expect(await snapshotVersion()).toBe(before); // not visible outside the transaction
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await snapshotVersion()).toBe(before);
    const loaded = await loadStreamState(store, ledgerStream(customer), customerLedgerDecider);
    expect(loaded.version).toBe(await store.streamVersion(ledgerStream(customer)));
  });
});

describe('a platform account shared by every stream', () => {
  const payouts = platformAccount('earn-payouts', ASSETS.USDT);
  const payoutsBalance = async () =>
    (await db.pool.query<{ balance: string }>('SELECT balance::text AS balance FROM ledger_balances WHERE account = $1', [payouts])).rows[0]?.balance ?? '0';
  const pay = (to: string, id: string): LedgerCommand => ({
    type: 'PostEntry',
    data: { id, memo: 'Earn yield', postings: [{ account: payouts, amount: usdt('-1') }, { account: userAccount(to, 'funding', ASSETS.USDT), amount: usdt('1') }] },
    metadata: { now },
  });

  it('pays from its whole-ledger balance, never beyond it, when 24 customers are paid at once', async () => {
    // Funded with 10 on the platform's own stream; each customer's stream has never seen that money.
    await ledger.execute('platform', {
      type: 'PostEntry',
      data: { id: 'funded', memo: 'Funded', postings: [{ account: platformAccount('deposit-clearing', ASSETS.USDT), amount: usdt('-10') }, { account: payouts, amount: usdt('10') }] },
      metadata: { now },
    });
    const customers = Array.from({ length: 24 }, (_, i) => `00000000-0000-4000-8000-1000000000${String(i).padStart(2, '0')}`);
    const outcomes = await Promise.allSettled(customers.map((to) => ledger.execute(to, pay(to, `yield-${to}`))));
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    for (const o of refused) expect(o.reason).toMatchObject({ code: 'ledger.platformAccountUncovered' });
    expect(await payoutsBalance()).toBe('0');
  });

  it('takes a credit even so, and refuses the next debit until it holds enough', async () => {
    const other = '00000000-0000-4000-8000-000000000099';
    await expect(ledger.execute(other, pay(other, 'yield-too-many'))).rejects.toMatchObject({ code: 'ledger.platformAccountUncovered' });
    await ledger.execute(customer, {
      type: 'PostEntry',
      data: { id: 'penalty', memo: 'Earn penalty', postings: [{ account: userAccount(customer, 'funding', ASSETS.USDT), amount: usdt('-1') }, { account: payouts, amount: usdt('1') }] },
      metadata: { now },
    });
    await ledger.execute(other, pay(other, 'yield-after-penalty'));
    expect(await payoutsBalance()).toBe('0');
  });
});
