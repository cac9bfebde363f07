import { Column, Entity, PrimaryColumn } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { entityDrift, inTransaction, mergeRow, ReadModels } from './index';

@Entity('notes')
class Note {
  @PrimaryColumn('text') id!: string;
  @Column('jsonb') body!: { text: string };
  @Column('timestamptz', { name: 'written_at' }) writtenAt!: Date;
}

@Entity('notes')
class NoteWithAnotherColumn {
  @PrimaryColumn('text') id!: string;
  @Column('text') body!: string;
}

const notes = new ReadModels([Note]);
let db: TestDatabase;
const count = async () => Number((await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM notes')).rows[0]!.n);

beforeEach(async () => {
  db = await createTestDatabase('read-models');
  await db.pool.query('CREATE TABLE notes (id text PRIMARY KEY, body jsonb NOT NULL, written_at timestamptz NOT NULL)');
});
afterEach(() => db.drop());

describe('ReadModels (TypeORM entities on the connection they are given)', () => {
  it('writes in the transaction of the connection it is given: a rollback takes the write back, a commit keeps it', async () => {
    const writtenAt = new Date('2026-11-28T12:00:00.000Z');
    await expect(
      inTransaction(db.pool, async (client) => {
        await (await notes.on(client)).getRepository(Note).insert({ id: 'a', body: { text: 'first' }, writtenAt });
        expect(await count()).toBe(0); // not committed: another connection sees nothing yet
        throw new Error('the rest of the transaction failed');
      }),
    ).rejects.toThrow('the rest of the transaction failed');
    expect(await count()).toBe(0);

    await inTransaction(db.pool, async (client) => (await notes.on(client)).getRepository(Note).save({ id: 'b', body: { text: 'second' }, writtenAt }));
    expect(await (await notes.on(db.pool)).getRepository(Note).findOneByOrFail({ id: 'b' })).toEqual({ id: 'b', body: { text: 'second' }, writtenAt });
  });

  it('never commits on its own: a save of several rows inside a transaction stays the caller’s to end', async () => {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      const writtenAt = new Date();
      await (await notes.on(client)).getRepository(Note).save([{ id: 'c', body: { text: 'c' }, writtenAt }, { id: 'd', body: { text: 'd' }, writtenAt }]);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await count()).toBe(0);
  });

  it('empties its tables for a rebuild', async () => {
    await (await notes.on(db.pool)).getRepository(Note).insert({ id: 'e', body: { text: 'e' }, writtenAt: new Date() });
    await notes.emptied(Note)(db.pool);
    expect(await count()).toBe(0);
  });

  it('merges into a row under a lock: two transactions adding to one row at once both keep what they brought', async () => {
    const add = (word: string) =>
      inTransaction(db.pool, async (client) => {
        const rows = (await notes.on(client)).getRepository(Note);
        await mergeRow(rows, { id: 'tiers' }, (held) => ({ body: { text: [held?.body.text, word].filter(Boolean).join(' ') }, writtenAt: new Date() }));
        await client.query('SELECT pg_sleep(0.05)'); // hold the lock while the other waits for it
      });
    await add('first');
    await Promise.all([add('second'), add('third')]);
    const merged = await (await notes.on(db.pool)).getRepository(Note).findOneByOrFail({ id: 'tiers' });
    expect(merged.body.text.split(' ').sort()).toEqual(['first', 'second', 'third']);
  });

  it('names the statements that would bring a table to its entity, and none when they agree', async () => {
    expect(await entityDrift(db.pool, notes)).toEqual([]);
    const drift = await entityDrift(db.pool, new ReadModels([NoteWithAnotherColumn]));
    expect(drift.join('\n')).toMatch(/"body"/);
    expect(drift.join('\n')).toMatch(/"written_at"/);
  });
});
