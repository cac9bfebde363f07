import { Client, type ClientConfig } from 'pg';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { MOST_PREPARED_TEXTS, prepared } from './prepared';

let db: TestDatabase;

beforeEach(async () => {
  db = await createTestDatabase('prepared');
  await db.pool.query('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
});
afterEach(() => db.drop());

const insertNote = (id: number, body: string) => prepared({ text: 'INSERT INTO notes (id, body) VALUES ($1, $2) RETURNING id', values: [id, body] });
const preparedHere = async (client: Client) => (await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_prepared_statements')).rows[0]!.n;

describe('prepared (a statement parsed and planned once per connection)', () => {
  it('names a text the same wherever it is built, and two texts differently', () => {
    expect(insertNote(1, 'a').name).toBe(insertNote(2, 'b').name);
    expect(prepared({ text: 'SELECT $1::int' }).name).not.toBe(insertNote(1, 'a').name);
    expect(insertNote(1, 'a').name).toMatch(/^p[0-9a-f]{40}$/);
  });

  it('is prepared once on a connection and run again from there', async () => {
    const client = new Client(db.pool.options as ClientConfig);
    await client.connect();
    try {
      for (let id = 1; id <= 3; id++) await client.query(insertNote(id, `note ${id}`));
      expect(await preparedHere(client)).toBe('1');
      expect((await client.query('SELECT count(*)::int AS n FROM notes')).rows[0].n).toBe(3);
    } finally {
      await client.end();
    }
  });

  it('is parsed again after the transaction it was first sent in failed, also when its statements were sent without waiting (the trading core writer)', async () => {
    const client = new Client({ ...(db.pool.options as ClientConfig), pipeline: true } as ClientConfig);
    await client.connect();
    try {
      // The first statement fails, so the one behind it is refused before PostgreSQL prepares it.
      const sent = [
        client.query('BEGIN'),
        client.query('SELECT 1 / 0'),
        client.query(insertNote(1, 'never')),
        client.query('COMMIT'),
      ];
      const outcomes = await Promise.allSettled(sent);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
      expect(await preparedHere(client)).toBe('0');

      const again = await Promise.all([client.query('BEGIN'), client.query(insertNote(1, 'kept')), client.query(insertNote(2, 'kept too')), client.query('COMMIT')]);
      expect(again[1].rows).toEqual([{ id: 1 }]);
      expect((await client.query('SELECT id, body FROM notes ORDER BY id')).rows).toEqual([
        { id: 1, body: 'kept' },
        { id: 2, body: 'kept too' },
      ]);
    } finally {
      await client.end();
    }
  });

  it('sends a text unprepared past the bound, so texts built from data cannot fill every connection', () => {
    for (let n = 0; n <= MOST_PREPARED_TEXTS; n++) prepared({ text: `SELECT ${n} + $1::int` });
    expect(prepared({ text: 'SELECT $1::int + 1, $2::int' }).name).toBeUndefined();
    expect(insertNote(1, 'a').name).toBeDefined(); // a text named before the bound keeps its name
  });
});
