import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { inSnapshot, inTransaction } from './transaction';

let db: TestDatabase;

beforeEach(async () => {
  db = await createTestDatabase('snapshot');
  await db.pool.query('CREATE TABLE messages (id int PRIMARY KEY, read boolean NOT NULL)');
  await db.pool.query('INSERT INTO messages VALUES (1, false)');
});
afterEach(() => db.drop());

const count = async (client: { query: typeof db.pool.query }) => Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM messages')).rows[0]!.n);

describe('inSnapshot (reads that must agree, in one read-only snapshot)', () => {
  it('sees the same rows in every read, though another connection commits between them', async () => {
    const seen = await inSnapshot(db.pool, async (client) => {
      const first = await count(client);
      await db.pool.query('INSERT INTO messages VALUES (2, false)'); // committed by another connection
      return [first, await count(client)];
    });
    expect(seen).toEqual([1, 1]);
    expect(await count(db.pool)).toBe(2);
  });

  it('refuses to write, and gives its connection back either way', async () => {
    await expect(inSnapshot(db.pool, (client) => client.query('UPDATE messages SET read = true'))).rejects.toThrow(/read-only transaction/);
    await inTransaction(db.pool, (client) => client.query('UPDATE messages SET read = true'));
    expect(db.pool.idleCount + db.pool.waitingCount).toBe(db.pool.totalCount);
  });
});
