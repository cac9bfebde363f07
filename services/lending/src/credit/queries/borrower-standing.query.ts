import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { KycTier, TierLimits } from '@meridian/contracts';
import { ASSETS, Money } from '@meridian/money';
import { PG_POOL } from '@meridian/runtime';
import type { Queryable } from '@meridian/eventstore';
import { borrowingLimit, type BorrowingRefusal } from '../domain/credit-limit.policy';

export interface BorrowerStanding {
  tiers: KycTier[];
  score: number | null;
  evaluatedAt: string | null;
  /** An evaluation the customer asked for that finance has not answered yet. */
  evaluationRequestedAt: string | null;
  limit: string;
  /** The limit less what the customer owes or has applied for. */
  available: string;
  refusal: BorrowingRefusal;
}

/**
 * Runs the reads together on the pool; one after another on a transaction's client, which takes one
 * query at a time (pg deprecates queueing them).
 */
async function inTurnOn<const T extends readonly (() => Promise<unknown>)[]>(db: Queryable, pool: Pool, reads: T): Promise<ReadResults<T>> {
  if (db === pool) return (await Promise.all(reads.map((read) => read()))) as ReadResults<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as ReadResults<T>;
}
type ReadResults<T extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/** What a customer may borrow now: kyc's tiers and limits table, the credit score, the loans already taken. */
@Injectable()
export class BorrowerStandings {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(customerId: string, db: Queryable = this.pool): Promise<BorrowerStanding> {
    const [tiers, table, credit, owed] = await inTurnOn(db, this.pool, [
      () => db.query<{ tiers: KycTier[] }>('SELECT tiers FROM lending_customer_tiers WHERE customer_id::text = $1', [customerId]),
      () => db.query<{ limits: TierLimits[] }>("SELECT limits FROM lending_verification_limits WHERE id = 'current'"),
      () =>
        db.query<{ score: number | null; evaluated_at: Date | null; evaluation_requested_at: Date | null }>(
          'SELECT score, evaluated_at, evaluation_requested_at FROM credit_scores WHERE customer_id::text = $1',
          [customerId],
        ),
      () =>
        db.query<{ owed: string }>(
          `SELECT coalesce(sum(CASE WHEN status = 'pending' THEN amount ELSE principal END), 0)::text AS owed
           FROM loans WHERE customer_id::text = $1 AND status IN ('pending', 'disbursed', 'repaying', 'overdue')`,
          [customerId],
        ),
    ]);
    const held = tiers.rows[0]?.tiers ?? [];
    const score = credit.rows[0]?.score ?? null;
    const { limit, refusal } = borrowingLimit(score, held, table.rows[0]?.limits);
    const left = Money.parse(ASSETS.USDT, limit).subtract(Money.parse(ASSETS.USDT, owed.rows[0]!.owed));
    return {
      tiers: held,
      score,
      evaluatedAt: credit.rows[0]?.evaluated_at?.toISOString() ?? null,
      evaluationRequestedAt: credit.rows[0]?.evaluation_requested_at?.toISOString() ?? null,
      limit,
      available: left.isNegative() ? '0.000000' : left.toString(),
      refusal,
    };
  }
}
