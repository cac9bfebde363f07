import { Client, type ClientConfig, type Notification } from 'pg';
import { inTransaction, runMigrations } from '@meridian/database';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { EventStore, WrongExpectedVersionError, eventStoreMigrations, verifyHashChains } from './index';

let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase('eventstore_append');
  await runMigrations(db.pool, eventStoreMigrations);
  store = new EventStore(db.pool);
});
afterAll(() => db.drop());

const versions = async (streamId: string) => (await store.readStream(streamId)).map((e) => e.version);

describe('an append naming the head it last saw', () => {
  it('still refuses a stale expected version when another process moved the stream', async () => {
    const otherProcess = new EventStore(db.pool);
    await store.append('shared-1', [{ type: 'A', data: {} }], 'no-stream');
    await otherProcess.append('shared-1', [{ type: 'B', data: {} }], 1);
    await expect(store.append('shared-1', [{ type: 'C', data: {} }], 1)).rejects.toEqual(new WrongExpectedVersionError('shared-1', 1, 2));
    await store.append('shared-1', [{ type: 'C', data: {} }], 'any');
    await otherProcess.append('shared-1', [{ type: 'D', data: {} }], 'any');
    expect(await versions('shared-1')).toEqual([1, 2, 3, 4]);
    expect((await verifyHashChains(db.pool, 'shared-1')).breaks).toEqual([]);
  });

  it('recovers from a head remembered in a transaction that rolled back', async () => {
    await store.append('rolled-1', [{ type: 'A', data: {} }], 'no-stream');
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await store.append('rolled-1', [{ type: 'Lost', data: {} }], 1, { client });
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    await store.append('rolled-1', [{ type: 'B', data: {} }], 'any');
    await store.append('rolled-1', [{ type: 'C', data: {} }], 2);
    expect((await store.readStream('rolled-1')).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    expect((await verifyHashChains(db.pool, 'rolled-1')).breaks).toEqual([]);
  });

  it('refuses a first append on a stream that exists, naming its version, inside a transaction and outside', async () => {
    await store.append('existing-1', [{ type: 'A', data: {} }, { type: 'B', data: {} }], 'no-stream');
    await expect(store.append('existing-1', [{ type: 'C', data: {} }], 'no-stream')).rejects.toEqual(new WrongExpectedVersionError('existing-1', 'no-stream', 2));
    await expect(inTransaction(db.pool, (client) => store.append('existing-1', [{ type: 'C', data: {} }], 'no-stream', { client }))).rejects.toEqual(
      new WrongExpectedVersionError('existing-1', 'no-stream', 2),
    );
    expect(await versions('existing-1')).toEqual([1, 2]);
  });

  it('lets exactly one of many concurrent first appends of a stream through', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => new EventStore(db.pool).append('race-1', [{ type: 'Won', data: { i } }], 'no-stream')));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === 'rejected')) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    expect(await versions('race-1')).toEqual([1]);
  });

  it('appends with one statement and no transaction of its own when the head is known', async () => {
    await store.append('counted-1', [{ type: 'A', data: {} }], 'no-stream');
    const sent = jest.spyOn(Client.prototype, 'query');
    try {
      await store.append('counted-1', [{ type: 'B', data: {} }], 1);
      await store.append('counted-2', [{ type: 'A', data: {} }], 'no-stream');
      // Besides the NOTIFY sent after each commit (not waited for), one statement per append: no BEGIN, no COMMIT.
      const statements = sent.mock.calls
        .map(([statement]) => (typeof statement === 'string' ? statement : (statement as { text: string }).text))
        .filter((text) => !text.startsWith('SELECT pg_notify'));
      expect(statements).toHaveLength(2);
      expect(statements.every((text) => text.startsWith('WITH moved AS'))).toBe(true);
    } finally {
      sent.mockRestore();
    }
  });
});

describe('what an append stores and hashes', () => {
  it('stores data as JSON writes it and hashes that same text, for large batches too', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const events = Array.from({ length: 20 }, (_, i) => ({ type: 'Noted', data: { at, i: String(i), text: `"quoted" \\ back\u2028slash, é 😀 ${i}`, skipped: undefined, nested: { b: '2', a: ['x', { z: 1, y: null }] } } }));
    await store.append('stored-1', events, 'no-stream');
    const { rows } = await db.pool.query<{ data: unknown }>("SELECT data FROM events WHERE stream_id = 'stored-1' ORDER BY stream_version");
    expect(rows.map((row) => row.data)).toEqual(events.map((event) => JSON.parse(JSON.stringify(event.data))));
    expect((await verifyHashChains(db.pool, 'stored-1')).breaks).toEqual([]);
  });

  it('wakes listeners of the global log only once the append has committed', async () => {
    const listener = new Client(db.pool.options as ClientConfig);
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message: Notification) => heard.push(message.payload!));
    await listener.query(`LISTEN ${EventStore.notifyChannel}`);
    try {
      // Inside the caller's transaction: delivered at its commit.
      const client = await db.pool.connect();
      let heardBeforeCommit: string[];
      try {
        await client.query('BEGIN');
        await store.append('notified-1', [{ type: 'A', data: {} }, { type: 'B', data: {} }], 'no-stream', { client });
        await listener.query('SELECT 1');
        heardBeforeCommit = [...heard];
        await client.query('COMMIT');
      } finally {
        // Never left open: an open transaction holds back every global-log reader of this server.
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
      }
      expect(heardBeforeCommit).toEqual([]);
      await listener.query('SELECT 1');
      expect(heard).toEqual(['notified-1']);
      // Committed by the store itself: sent right after the commit.
      await store.append('notified-2', [{ type: 'A', data: {} }], 'no-stream');
      await store.listenersWoken();
      await listener.query('SELECT 1');
      expect(heard).toEqual(['notified-1', 'notified-2']);
    } finally {
      await listener.end();
    }
  });

  it('follows the last of many commits with a wake-up, even one committed while a NOTIFY was in flight', async () => {
    const listener = new Client(db.pool.options as ClientConfig);
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message: Notification) => heard.push(message.payload!));
    await listener.query(`LISTEN ${EventStore.notifyChannel}`);
    try {
      const committed: string[] = [];
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => store.append(`burst-${i}`, [{ type: 'A', data: {} }], 'no-stream').then(() => committed.push(`burst-${i}`))),
      );
      await store.listenersWoken();
      await listener.query('SELECT 1');
      // Each NOTIFY covers what committed before it was sent, so there are fewer than appends, the last after the last commit.
      expect(heard.length).toBeGreaterThan(0);
      expect(heard[heard.length - 1]).toBe(committed[committed.length - 1]);
    } finally {
      await listener.end();
    }
  });
});
