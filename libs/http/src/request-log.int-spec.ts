import { createHash, randomUUID } from 'node:crypto';
import { EventStore, eventStoreMigrations } from '@meridian/eventstore';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { AppError } from './app-error';
import { runMigrations } from '@meridian/database';
import { idempotencyMigrations } from './http.migrations';
import {
  answerRecordedWithEffect,
  claimRequest,
  committedBeforeCrash,
  recordAnswerInTransaction,
  rememberAnswer,
  rememberAnswersStatement,
  storedAnswer,
  type RequestClaim,
} from './request-log';

/**
 * `recordAnswerInTransaction` on a real PostgreSQL: the answer commits with the use case's effects or
 * not at all, so after a crash the retry finds either the answer or a claim with nothing under it.
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('request_log');
  await runMigrations(db.pool, [...idempotencyMigrations, ...eventStoreMigrations]);
  await db.pool.query('CREATE TABLE effects (id text PRIMARY KEY)');
  // The columns of identity's sessions table that tell whose token a claim's scope stands for.
  await db.pool.query('CREATE TABLE customer_sessions (id uuid PRIMARY KEY, customer_id uuid NOT NULL, token_hash char(64) NOT NULL UNIQUE)');
});
afterAll(async () => {
  await db.drop();
});

const newClaim = (): RequestClaim => ({ scope: `token:${randomUUID()}`, requestId: randomUUID(), fingerprint: 'f'.repeat(64) });

/** A use case's transaction: one effect row, and the answer recorded with it. */
async function useCase(claim: RequestClaim | null, body: unknown, fail = false): Promise<string> {
  const id = randomUUID();
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('INSERT INTO effects (id) VALUES ($1)', [id]);
    await recordAnswerInTransaction(client, claim, 201, body);
    if (fail) throw new Error('the use case failed after recording its answer');
    await client.query('COMMIT');
    return id;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

const effectExists = async (id: string) => (await db.pool.query('SELECT 1 FROM effects WHERE id = $1', [id])).rows.length === 1;
const rowOf = async (claim: RequestClaim) =>
  (await db.pool.query<{ status: string; http_status: number | null }>('SELECT status, http_status FROM request_log WHERE scope = $1 AND request_id = $2', [claim.scope, claim.requestId])).rows[0];

/** The claim's owner process is gone (kill -9): its liveness connection no longer exists. */
const ownerDied = (claim: RequestClaim) =>
  db.pool.query(`UPDATE request_log SET owner = '1/2000-01-01 00:00:00+00' WHERE scope = $1 AND request_id = $2`, [claim.scope, claim.requestId]);

describe('recordAnswerInTransaction', () => {
  it('completes the claim with the answer when the effects commit, and the retry after a crash gets that answer', async () => {
    const claim = newClaim();
    expect(await claimRequest(db.pool, claim)).toBe('claimed');
    const body = { code: 1, message: 'Transfer completed', data: { id: 't-1', amount: '10.000000' } };
    await useCase(claim, body);
    expect(await rowOf(claim)).toEqual({ status: 'done', http_status: 201 });
    // The interceptor writes nothing more for this very answer, and writes a fuller one.
    expect(answerRecordedWithEffect(claim, { ...body })).toBe(true);
    expect(answerRecordedWithEffect(claim, { ...body, data: { ...body.data, status: 'completed' } })).toBe(false);
    expect(answerRecordedWithEffect(newClaim(), body)).toBe(false);

    // The process dies before it answers: the retry (another claim object, same key) is answered from the log.
    await ownerDied(claim);
    const retry = { ...claim };
    expect(await claimRequest(db.pool, retry)).toBe('held');
    expect(await storedAnswer(db.pool, retry)).toEqual({ httpStatus: 201, body, isError: false });
  });

  it('leaves the claim pending when the effects roll back, so the retry after a crash runs it once', async () => {
    const claim = newClaim();
    await claimRequest(db.pool, claim);
    await expect(useCase(claim, { code: 1, data: { id: 'lost' } }, true)).rejects.toThrow('the use case failed');
    expect(await rowOf(claim)).toMatchObject({ status: 'pending' });
    await ownerDied(claim);
    expect(await claimRequest(db.pool, claim)).toBe('taken-over');
    const id = await useCase(claim, { code: 1, data: { id: 'second' } });
    expect(await effectExists(id)).toBe(true);
    expect((await storedAnswer(db.pool, claim))?.body).toEqual({ code: 1, data: { id: 'second' } });
  });

  it('refuses the transaction when the id was answered meanwhile: the effects never happen twice', async () => {
    const claim = newClaim();
    await claimRequest(db.pool, claim);
    await rememberAnswer(db.pool, claim, { httpStatus: 201, body: { code: 1, data: { id: 'first' } }, isError: false });
    const error = await useCase(claim, { code: 1, data: { id: 'again' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).key).toBe('request.inProgress');
    expect((await storedAnswer(db.pool, claim))?.body).toEqual({ code: 1, data: { id: 'first' } });
    expect((await db.pool.query('SELECT count(*)::int AS n FROM effects')).rows[0].n).toBeGreaterThan(0);
  });

  it('keeps a marker, never the answer, when the answer carries a secret', async () => {
    const claim = newClaim();
    await claimRequest(db.pool, claim);
    await useCase(claim, { code: 0, data: { token: 'live-session-token' } });
    const { rows } = await db.pool.query<{ response: unknown }>('SELECT response FROM request_log WHERE request_id = $1', [claim.requestId]);
    expect(JSON.stringify(rows[0]!.response)).not.toContain('live-session-token');
    await expect(storedAnswer(db.pool, claim)).rejects.toMatchObject({ key: 'request.signInAgain' });
  });

  it('records nothing for a request without an id', async () => {
    const before = (await db.pool.query('SELECT count(*)::int AS n FROM request_log')).rows[0].n;
    const id = await useCase(null, { code: 1, data: { id: 'no-key' } });
    expect(await effectExists(id)).toBe(true);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM request_log')).rows[0].n).toBe(before);
  });

  it('is what a group commit does too: its statement completes a pending claim of the same request', async () => {
    const claim = newClaim();
    await claimRequest(db.pool, claim);
    const statement = rememberAnswersStatement([{ claim, answer: { httpStatus: 201, body: { code: 1, data: { id: 'p-1' } }, isError: false } }])!;
    await db.pool.query(statement);
    expect(await rowOf(claim)).toEqual({ status: 'done', http_status: 201 });
    // Another request under the same id keeps its own row.
    const other = { ...claim, fingerprint: 'e'.repeat(64) };
    await db.pool.query(rememberAnswersStatement([{ claim: other, answer: { httpStatus: 201, body: { code: 1, data: { id: 'p-2' } }, isError: false } }])!);
    expect((await storedAnswer(db.pool, claim))?.body).toEqual({ code: 1, data: { id: 'p-1' } });
  });
});

describe('committedBeforeCrash: whether a crashed claim\'s work committed', () => {
  const store = () => new EventStore(db.pool);

  /** A signed-in customer's claim, left pending by a process that died (kill -9). */
  async function crashedClaim(): Promise<{ claim: RequestClaim; customerId: string }> {
    const token = randomUUID();
    const customerId = randomUUID();
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await db.pool.query('INSERT INTO customer_sessions (id, customer_id, token_hash) VALUES ($1, $2, $3)', [randomUUID(), customerId, tokenHash]);
    const claim: RequestClaim = { scope: `token:${tokenHash}`, requestId: randomUUID(), fingerprint: 'f'.repeat(64) };
    await claimRequest(db.pool, claim);
    await ownerDied(claim);
    return { claim, customerId };
  }

  const append = (streamId: string, metadata: Record<string, unknown>) => store().append(streamId, [{ type: 'SomethingHappened', data: {}, metadata }], 'any');

  it('does not take another event of the same customer for this request\'s: a settlement, a payout, a request under no id', async () => {
    const { claim, customerId } = await crashedClaim();
    await append(`ledger-${customerId}`, { customerId });
    await append(`option-settlement-${randomUUID()}`, { customerId });
    expect(await committedBeforeCrash(db.pool, claim)).toBe(false);
    // So the retry takes the claim over and runs once.
    expect(await claimRequest(db.pool, claim)).toBe('taken-over');
  });

  it('finds the events recorded under this request id since the claim', async () => {
    const { claim, customerId } = await crashedClaim();
    await append(`ledger-${customerId}`, { customerId, requestId: claim.requestId });
    expect(await committedBeforeCrash(db.pool, claim)).toBe(true);
  });

  it('does not take another customer\'s event under the same request id for this one, and counts one that names nobody', async () => {
    const { claim } = await crashedClaim();
    await append(`ledger-${randomUUID()}`, { customerId: randomUUID(), requestId: claim.requestId });
    expect(await committedBeforeCrash(db.pool, claim)).toBe(false);
    await append(`platform-${randomUUID()}`, { requestId: claim.requestId });
    expect(await committedBeforeCrash(db.pool, claim)).toBe(true);
  });

  it('ignores events under the same request id recorded before the claim was made', async () => {
    const customerId = randomUUID();
    const requestId = randomUUID();
    await append(`ledger-${customerId}`, { customerId, requestId });
    const claim: RequestClaim = { scope: `ip:${randomUUID()}`, requestId, fingerprint: 'f'.repeat(64) };
    await claimRequest(db.pool, claim);
    expect(await committedBeforeCrash(db.pool, claim)).toBe(false);
  });
});
