import { runMigrations } from '@meridian/database';
import { DomainError } from '@meridian/decider';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { Client, type ClientConfig, type Notification, type PoolClient } from 'pg';
import { commandHandling, EventStore, eventStoreMigrations, WrongExpectedVersionError, type Decider, type ExecuteCommand, type RecordedEvent } from './index';

let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase('command_handling');
  await runMigrations(db.pool, eventStoreMigrations);
  await db.pool.query('CREATE TABLE told (stream text NOT NULL, before integer NOT NULL)');
  store = new EventStore(db.pool);
});
afterAll(() => db.drop());

type Deposit = { type: 'Deposit'; amount: number; metadata: { now: string } };
type Deposited = { type: 'Deposited'; data: { amount: number; at: string } };
/** A counter that refuses to pass 100: enough to see stamping, retries, refusals and the after-append hook. */
const jar: Decider<Deposit, Deposited, number> = {
  initialState: () => 0,
  evolve: (state, event) => state + event.data.amount,
  decide: (command, state) => {
    if (state + command.amount > 100) throw new DomainError('jar.full', { room: 100 - state });
    return command.amount === 0 ? [] : [{ type: 'Deposited', data: { amount: command.amount, at: command.metadata.now } }];
  },
};

const clock = { now: () => new Date('2026-11-27T08:00:00.000Z') };

describe('commandHandling', () => {
  const tell = async (recorded: readonly RecordedEvent[], client: PoolClient, before: number) => {
    await client.query('INSERT INTO told (stream, before) VALUES ($1, $2)', [recorded[0]!.streamId, before]);
  };
  // Built per call because `store` is assigned in beforeAll.
  const run: ExecuteCommand<Deposit, Deposited, number> = (id, command, options) =>
    commandHandling({ store, clock, decider: jar, streamOf: (key) => `jar-${key}`, afterAppend: tell })(id, command, options);

  it("stamps the clock's now on the command and the caller's metadata on the events", async () => {
    const outcome = await run('a', { type: 'Deposit', amount: 5 }, { metadata: { customerId: 'c1' } });
    expect(outcome.events[0]!.data).toEqual({ amount: 5, at: '2026-11-27T08:00:00.000Z' });
    expect(outcome.events[0]!.metadata).toMatchObject({ customerId: 'c1' });
    const later = await run('a', { type: 'Deposit', amount: 1 }, { now: new Date('2026-11-28T00:00:00.000Z') });
    expect(later.events[0]!.data).toEqual({ amount: 1, at: '2026-11-28T00:00:00.000Z' });
  });

  it('decides again after a conflicting append: of 40 racing deposits each lands once or is refused as busy, none merged', async () => {
    const settled = await Promise.allSettled(Array.from({ length: 40 }, () => run('b', { type: 'Deposit', amount: 2 })));
    const landed = settled.filter((s) => s.status === 'fulfilled').length;
    for (const s of settled) if (s.status === 'rejected') expect(s.reason).toBeInstanceOf(WrongExpectedVersionError);
    // Every retry round lets at least one writer through, so far more than one lands.
    expect(landed).toBeGreaterThanOrEqual(8);
    const events = await store.readStream('jar-b');
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: landed }, (_, i) => i + 1));
    const told = await db.pool.query<{ before: number }>("SELECT before FROM told WHERE stream = 'jar-b' ORDER BY before");
    expect(told.rows.map((r) => r.before)).toEqual(Array.from({ length: landed }, (_, i) => i * 2));
  });

  it('throws the domain refusal as it is, and appends nothing', async () => {
    await run('c', { type: 'Deposit', amount: 90 });
    await expect(run('c', { type: 'Deposit', amount: 20 })).rejects.toEqual(new DomainError('jar.full', { room: 10 }));
    expect(await store.readStream('jar-c')).toHaveLength(1);
  });

  it('commits the events and what afterAppend writes together or not at all', async () => {
    const failing = commandHandling({ store, clock, decider: jar, streamOf: (id) => `jar-${id}`, afterAppend: async () => { throw new Error('outbox down'); } });
    await expect(failing('d', { type: 'Deposit', amount: 3 })).rejects.toThrow('outbox down');
    expect(await store.readStream('jar-d')).toHaveLength(0);
  });

  it('runs nothing after a command that appends nothing', async () => {
    const outcome = await run('e', { type: 'Deposit', amount: 0 });
    expect(outcome.events).toEqual([]);
    expect((await db.pool.query("SELECT 1 FROM told WHERE stream = 'jar-e'")).rowCount).toBe(0);
  });

  it('wakes the global log\'s listeners once its transaction has committed', async () => {
    const listener = new Client(db.pool.options as ClientConfig);
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message: Notification) => heard.push(message.payload!));
    await listener.query(`LISTEN ${EventStore.notifyChannel}`);
    try {
      await run('f', { type: 'Deposit', amount: 4 });
      await store.listenersWoken();
      await listener.query('SELECT 1');
      expect(heard).toEqual(['jar-f']);
    } finally {
      await listener.end();
    }
  });
});
