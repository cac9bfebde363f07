import { Client, type ClientConfig, type PoolClient, type QueryResult } from 'pg';
import { inTransaction, runMigrations } from '@meridian/database';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import {
  EventStore,
  WrongExpectedVersionError,
  handleCommand,
  loadSnapshot,
  rebuildProjection,
  catchUpToHead,
  saveSnapshot,
  verifyHashChains,
  eventStoreMigrations,
  UpcasterChain,
  START_OF_LOG,
  checkpointOf,
  type Decider,
  type Projection,
  type RecordedEvent,
} from './index';

let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase('eventstore');
  await runMigrations(db.pool, eventStoreMigrations);
  store = new EventStore(db.pool);
});
afterAll(() => db.drop());

type CounterEvent = { type: 'Incremented'; data: { by: number } };
const counter: Decider<{ type: 'Increment'; by: number }, CounterEvent, number> = {
  initialState: () => 0,
  evolve: (state, event) => state + event.data.by,
  decide: (command) => [{ type: 'Incremented', data: { by: command.by } }],
};

describe('append with an expected version', () => {
  it('refuses an append that expects an older version', async () => {
    await store.append('order-1', [{ type: 'Placed', data: { qty: '1' } }], 'no-stream');
    await store.append('order-1', [{ type: 'Filled', data: {} }], 1);
    await expect(store.append('order-1', [{ type: 'Cancelled', data: {} }], 1)).rejects.toBeInstanceOf(WrongExpectedVersionError);
    const events = await store.readStream('order-1');
    expect(events.map((e) => [e.version, e.type])).toEqual([
      [1, 'Placed'],
      [2, 'Filled'],
    ]);
  });

  it('retries conflicting commands so 40 parallel increments all land exactly once', async () => {
    await Promise.all(
      Array.from({ length: 40 }, () => handleCommand(store, 'counter-1', counter, { type: 'Increment', by: 1 }, { maxAttempts: 100 })),
    );
    const events = await store.readStream('counter-1');
    expect(events).toHaveLength(40);
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});

describe('a single writer sending its whole transaction at once', () => {
  const burst = async (statements: { text: string; values?: unknown[] }[]) => {
    const client = new Client({ ...(db.pool.options as ClientConfig), pipeline: true });
    await client.connect();
    try {
      const answers = await Promise.allSettled([{ text: 'BEGIN' }, ...statements, { text: 'COMMIT' }].map((statement) => client.query(statement)));
      const failed = answers.find((answer) => answer.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
      return answers.map((answer) => (answer as PromiseFulfilledResult<QueryResult>).value);
    } finally {
      await client.end();
    }
  };

  it('appends after the head it names, with the same hash chain as a plain append', async () => {
    let head = await store.headOf('writer-1');
    expect(head).toEqual({ version: 0, hash: '0'.repeat(64) });
    for (const qty of ['1', '2']) {
      const prepared = store.prepareAppend('writer-1', [{ type: 'Placed', data: { qty } }, { type: 'Filled', data: { qty } }], head);
      const answers = await burst(prepared.statements);
      expect(prepared.recorded(answers[1]!).map((e) => e.position > 0n)).toEqual([true, true]);
      head = prepared.head;
    }
    expect(await store.headOf('writer-1')).toEqual(head);
    expect((await store.readStream('writer-1')).map((e) => e.version)).toEqual([1, 2, 3, 4]);
    expect((await verifyHashChains(db.pool)).breaks).toEqual([]);
  });

  it('commits nothing when the stream is not at the head the writer names, even with its COMMIT already sent', async () => {
    await store.append('writer-2', [{ type: 'Placed', data: {} }], 'no-stream');
    const stale = { version: 0, hash: '0'.repeat(64) };
    const prepared = store.prepareAppend('writer-2', [{ type: 'Filled', data: {} }], stale);
    // The events' (stream, version) key collides first; a head that is merely wrong is refused by the advance.
    await expect(burst(prepared.statements)).rejects.toThrow();
    const ahead = store.prepareAppend('writer-2', [{ type: 'Filled', data: {} }], { version: 5, hash: 'f'.repeat(64) });
    await expect(burst(ahead.statements)).rejects.toThrow(/not at version 5/);
    expect((await store.readStream('writer-2')).map((e) => e.type)).toEqual(['Placed']);
    expect((await store.headOf('writer-2')).version).toBe(1);
  });
});

describe('reading the global log', () => {
  it('never lets a reader pass an event whose transaction commits later', async () => {
    // Only this test's two streams count: the earlier tests' events may still arrive late, held back
    // by a transaction another test file keeps open on the same server.
    const ours = new Set(['slow-stream', 'fast-stream']);
    const seen: RecordedEvent[] = [];
    let checkpoint = START_OF_LOG;
    const poll = async () => {
      for (const event of await store.readAll(checkpoint)) {
        if (ours.has(event.streamId)) seen.push(event);
        checkpoint = checkpointOf(event);
      }
    };
    await poll();

    // Transaction A takes its transaction id and position first but commits last.
    const slow: PoolClient = await db.pool.connect();
    await slow.query('BEGIN');
    await store.append('slow-stream', [{ type: 'Slow', data: {} }], 'any', { client: slow });
    await store.append('fast-stream', [{ type: 'Fast', data: {} }], 'any');
    await poll();
    expect(seen.map((e) => e.type)).toEqual([]);

    await slow.query('COMMIT');
    slow.release();
    // Both are readable now, once no other transaction on the server (another test file's) holds the
    // horizon back: read until they come, and they come in log order.
    const deadline = Date.now() + 30_000;
    while (seen.length < 2 && Date.now() < deadline) {
      await poll();
      if (seen.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(seen.map((e) => e.type)).toEqual(['Slow', 'Fast']);
  });

  it('delivers every event exactly once to a subscriber under many concurrent writers', async () => {
    const seen = new Set<string>();
    let duplicates = 0;
    let checkpoint = START_OF_LOG;
    // The ids written, once every writer has committed. A reader sees the log only below the oldest
    // transaction open on the whole server (other test files share it), so it reads until it has them
    // all, not merely until one read comes back empty.
    const done: { written: string[] | null } = { written: null };
    const reader = (async () => {
      const deadline = Date.now() + 60_000;
      while (!done.written || done.written.some((id) => !seen.has(id))) {
        if (Date.now() > deadline) return;
        const page = await store.readAll(checkpoint, 100);
        for (const event of page) {
          if (seen.has(event.id)) duplicates++;
          seen.add(event.id);
          checkpoint = checkpointOf(event);
        }
        if (page.length === 0 && done.written) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const ids = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        inTransaction(db.pool, async (client) => {
          const result = await store.append(`writer-${i % 20}`, [{ type: 'Written', data: { i } }], 'any', { client });
          await new Promise((resolve) => setTimeout(resolve, (i * 7) % 13));
          return result.events[0]!.id;
        }),
      ),
    );
    done.written = ids;
    await reader;
    expect(duplicates).toBe(0);
    for (const id of ids) expect(seen.has(id)).toBe(true);
  });
});

describe('projections', () => {
  const balances: Projection = {
    name: 'test-balances',
    reset: async (client) => {
      await client.query('DELETE FROM test_balances');
    },
    handle: async (event, client) => {
      if (event.type !== 'Deposited') return;
      const data = event.data as { account: string; amount: string };
      await client.query(
        `INSERT INTO test_balances (account, amount) VALUES ($1, $2::numeric)
         ON CONFLICT (account) DO UPDATE SET amount = test_balances.amount + EXCLUDED.amount`,
        [data.account, data.amount],
      );
    },
  };

  it('rebuilds to identical rows from zero', async () => {
    await db.pool.query('CREATE TABLE test_balances (account text PRIMARY KEY, amount numeric NOT NULL)');
    for (let i = 0; i < 30; i++) {
      await store.append(`wallet-${i % 4}`, [{ type: 'Deposited', data: { account: `a${i % 4}`, amount: `${i}.25` } }], 'any');
    }
    await catchUpToHead(store, balances);
    const live = await db.pool.query('SELECT account, amount::text FROM test_balances ORDER BY account');
    expect(live.rows).toHaveLength(4);
    await rebuildProjection(store, balances);
    const rebuilt = await db.pool.query('SELECT account, amount::text FROM test_balances ORDER BY account');
    expect(rebuilt.rows).toEqual(live.rows);
  });

  it('writes rows and checkpoint in one transaction: a failing handler leaves both untouched', async () => {
    const failing: Projection = { ...balances, handle: async () => { throw new Error('boom'); } };
    const checkpointBefore = await db.pool.query("SELECT global_position FROM projection_checkpoints WHERE name = 'test-balances'");
    await store.append('wallet-x', [{ type: 'Deposited', data: { account: 'ax', amount: '1' } }], 'any');
    await expect(catchUpToHead(store, failing)).rejects.toThrow('boom');
    const checkpointAfter = await db.pool.query("SELECT global_position FROM projection_checkpoints WHERE name = 'test-balances'");
    expect(checkpointAfter.rows).toEqual(checkpointBefore.rows);
    await catchUpToHead(store, balances);
    const row = await db.pool.query("SELECT amount::text AS amount FROM test_balances WHERE account = 'ax'");
    expect(row.rows[0].amount).toBe('1');
  });
});

describe('hash chain', () => {
  it('verifies an untouched log and detects an edited event', async () => {
    await store.append('audit-1', [{ type: 'A', data: { n: '1' } }, { type: 'B', data: { n: '2' } }], 'no-stream');
    expect((await verifyHashChains(db.pool, 'audit-1')).breaks).toEqual([]);
    await db.pool.query(`UPDATE events SET data = '{"n":"3"}' WHERE stream_id = 'audit-1' AND stream_version = 1`);
    const result = await verifyHashChains(db.pool, 'audit-1');
    expect(result.breaks).toEqual([expect.objectContaining({ streamId: 'audit-1', version: 1, reason: 'hash-mismatch' })]);
  });

  it('detects a deleted event', async () => {
    await store.append('audit-2', [{ type: 'A', data: {} }, { type: 'B', data: {} }, { type: 'C', data: {} }], 'no-stream');
    await db.pool.query(`DELETE FROM events WHERE stream_id = 'audit-2' AND stream_version = 2`);
    const reasons = (await verifyHashChains(db.pool, 'audit-2')).breaks.map((b) => b.reason);
    expect(reasons).toEqual(expect.arrayContaining(['version-gap', 'link-broken']));
  });
});

describe('snapshots and upcasting', () => {
  it('saves and loads the newest snapshot with the position it covers', async () => {
    const checkpoint = { transactionId: 42n, position: 99n };
    await saveSnapshot(db.pool, { name: 'core', checkpoint, streamVersion: null, state: { books: 1 } });
    await saveSnapshot(db.pool, { name: 'core', checkpoint: { transactionId: 43n, position: 100n }, streamVersion: null, state: { books: 2 } });
    expect(await loadSnapshot(db.pool, 'core')).toEqual({
      name: 'core',
      checkpoint: { transactionId: 43n, position: 100n },
      streamVersion: null,
      state: { books: 2 },
    });
  });

  it('translates an old schema version when read, leaving the stored event as it was', async () => {
    await store.append('legacy-1', [{ type: 'UserRenamed', data: { name: 'Ann Lee' }, schemaVersion: 1 }], 'no-stream');
    const upcasting = new EventStore(
      db.pool,
      new UpcasterChain([
        {
          type: 'UserRenamed',
          fromSchemaVersion: 1,
          upcast: (data) => {
            const [first, last] = (data as { name: string }).name.split(' ');
            return { firstName: first, lastName: last };
          },
        },
      ]),
    );
    const [event] = await upcasting.readStream('legacy-1');
    expect(event).toMatchObject({ schemaVersion: 2, data: { firstName: 'Ann', lastName: 'Lee' } });
    expect((await verifyHashChains(db.pool, 'legacy-1')).breaks).toEqual([]);
  });
});

describe('inline projections', () => {
  it('run only for the event types they handle, and see only those', async () => {
    const scoped = new EventStore(db.pool);
    const seen: Record<string, string[]> = { orders: [], payments: [] };
    scoped.addInlineProjection({ name: 'orders', owner: 'shop', canHandle: ['OrderPlaced'], handle: async (events) => void seen.orders!.push(...events.map((e) => e.type)), reset: async () => undefined });
    scoped.addInlineProjection({ name: 'payments', owner: 'till', canHandle: ['PaymentTaken'], handle: async (events) => void seen.payments!.push(...events.map((e) => e.type)), reset: async () => undefined });
    await scoped.append('order-scoped-1', [{ type: 'OrderPlaced', data: {} }, { type: 'OrderNoted', data: {} }], 'no-stream');
    expect(seen).toEqual({ orders: ['OrderPlaced'], payments: [] });
    await scoped.append('payment-scoped-1', [{ type: 'PaymentTaken', data: {} }], 'no-stream');
    expect(seen).toEqual({ orders: ['OrderPlaced'], payments: ['PaymentTaken'] });
  });

  it('refuses a projection that names no event type', () => {
    expect(() =>
      new EventStore(db.pool).addInlineProjection({ name: 'nothing', owner: 'shop', canHandle: [], handle: async () => undefined, reset: async () => undefined }),
    ).toThrow('handles no event type');
  });

  it('refuses a second projection under a name already taken, naming both owners', () => {
    const store = new EventStore(db.pool);
    const orders = { name: 'orders', canHandle: ['OrderPlaced'], handle: async () => undefined, reset: async () => undefined };
    store.addInlineProjection({ ...orders, owner: 'shop' });
    expect(() => store.addInlineProjection({ ...orders, owner: 'warehouse' })).toThrow(
      'inline projection name orders is taken twice: registered by shop, and again by warehouse',
    );
    expect(store.inlineProjectionList.map((p) => p.owner)).toEqual(['shop']);
  });
});
