import type { Pool, PoolClient } from 'pg';

/** Runs `work` in one transaction on one connection; rolls back on any error. */
export function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return transactionOn(pool, 'BEGIN', work);
}

/**
 * Runs `reads` in one read-only snapshot (REPEATABLE READ): every statement sees the same committed
 * state, so two reads that must agree (a page and its counts, the events and the balances made from
 * them) cannot straddle a commit. Statements on the pool outside it each see their own moment.
 */
export function inSnapshot<T>(pool: Pool, reads: (client: PoolClient) => Promise<T>): Promise<T> {
  return transactionOn(pool, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', reads);
}

async function transactionOn<T>(pool: Pool, begin: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** True for PostgreSQL errors that a retry of the whole transaction may cure. */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '40001' || code === '40P01';
}

/**
 * Statements queued together on one pipelined connection: waits until every one has answered, then
 * fails with the first failure. Waiting for all matters: a ROLLBACK sent before the rest had been
 * queued could let a late statement run outside the transaction.
 */
export async function allAnswered<T extends readonly unknown[]>(statements: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(statements);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
