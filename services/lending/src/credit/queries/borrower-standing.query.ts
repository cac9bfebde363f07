import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { KycTier } from '@meridian/contracts';
import { ASSETS, Money } from '@meridian/money';
import { PG_POOL } from '@meridian/runtime';
import type { Queryable } from '@meridian/eventstore';
import type { LoanStatus } from '../../loans/domain/loan.decider';
import { Loan } from '../../loans/read-models/loan.entity';
import { borrowingLimit, type BorrowingRefusal } from '../domain/credit-limit.policy';
import { lendingReadModels } from '../../lending.read-models';
import { CreditScore } from '../read-models/credit-score.entity';
import { LendingCustomerTiers } from '../read-models/lending-customer-tiers.entity';
import { LendingVerificationLimits } from '../read-models/lending-verification-limits.entity';

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

/** Loans that take from the limit: applied for (their amount) or not yet repaid (their principal). */
const OWING: readonly LoanStatus[] = ['pending', 'disbursed', 'repaying', 'overdue'];

/** What a customer may borrow now: kyc's tiers and limits table, the credit score, the loans already taken. */
@Injectable()
export class BorrowerStandings {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(customerId: string, db: Queryable = this.pool): Promise<BorrowerStanding> {
    const models = await lendingReadModels.on(db);
    const [held, table, credit, owing] = await inTurnOn(db, this.pool, [
      () => models.getRepository(LendingCustomerTiers).findOneBy({ customerId }),
      () => models.getRepository(LendingVerificationLimits).findOneBy({ id: 'current' }),
      () => models.getRepository(CreditScore).findOneBy({ customerId }),
      () =>
        models
          .getRepository(Loan)
          .createQueryBuilder('l')
          .select("coalesce(sum(CASE WHEN l.status = 'pending' THEN l.amount ELSE l.principal END), 0)", 'owed')
          .where('l.customerId = :customerId', { customerId })
          .andWhere('l.status IN (:...owing)', { owing: OWING })
          .getRawOne<{ owed: string }>(),
    ]);
    const tiers = held?.tiers ?? [];
    const score = credit?.score ?? null;
    const { limit, refusal } = borrowingLimit(score, tiers, table?.limits);
    const left = Money.parse(ASSETS.USDT, limit).subtract(Money.parse(ASSETS.USDT, owing!.owed));
    return {
      tiers,
      score,
      evaluatedAt: credit?.evaluatedAt?.toISOString() ?? null,
      evaluationRequestedAt: credit?.evaluationRequestedAt?.toISOString() ?? null,
      limit,
      available: left.isNegative() ? '0.000000' : left.toString(),
      refusal,
    };
  }
}
