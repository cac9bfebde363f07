import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { FindOptionsWhere } from 'typeorm';
import { DomainError } from '@meridian/decider';
import { ASSETS, Money } from '@meridian/money';
import { PG_POOL } from '@meridian/runtime';
import type { LoanStatus } from '../domain/loan.decider';
import { lendingReadModels } from '../../lending.read-models';
import { LoanInterestDay } from '../read-models/loan-interest-day.entity';
import { Loan } from '../read-models/loan.entity';

const usdt = (text: string) => Money.parse(ASSETS.USDT, text);
const iso = (date: Date | null) => date?.toISOString() ?? null;
/** Loans disbursed and not yet cleared: they accrue interest and make up the loan book. */
const LIVE: readonly LoanStatus[] = ['disbursed', 'repaying', 'overdue'];

/** A loan as its repayment screen shows it (the specification's figures) and finance reviews it. */
function present(row: Loan) {
  const owed = usdt(row.principal).add(usdt(row.interest)).add(usdt(row.lateFee));
  return {
    id: row.loanId,
    productId: row.productId,
    amount: usdt(row.amount).toString(),
    status: row.status,
    terms: row.terms,
    appliedAt: row.appliedAt.toISOString(),
    disbursedAt: iso(row.disbursedAt),
    dueAt: iso(row.dueAt),
    reason: row.reason,
    principalOutstanding: usdt(row.principal).toString(),
    accumulatedInterest: usdt(row.interest).toString(),
    yesterdayInterest: usdt(row.yesterdayInterest).toString(),
    interestAccruedDays: row.interestDays,
    totalInterest: usdt(row.interestTotal).toString(),
    lateFee: usdt(row.lateFee).toString(),
    overdueDays: row.overdueDays,
    totalRepayment: usdt(row.amount).add(usdt(row.interestTotal)).add(usdt(row.lateFeeTotal)).toString(),
    repaid: usdt(row.repaidTotal).toString(),
    owed: owed.toString(),
    pendingRepayment: row.pendingRepayment === null ? null : usdt(row.pendingRepayment).toString(),
    pendingVia: row.pendingVia,
    pendingProof: row.pendingProof ? { imageId: row.pendingProof.imageId, role: row.pendingProof.role } : null,
    pendingApprovals: row.pendingApprovals.map((a) => ({ staffId: a.staff_id, at: a.at })),
    disbursementApprovals: row.disbursementApprovals.map((a) => ({ staffId: a.staff_id, at: a.at })),
    repaymentFailure: row.repaymentFailure,
    proofRejection: row.proofRejection,
  };
}

@Injectable()
export class LoansQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  private async loans() {
    return (await lendingReadModels.on(this.pool)).getRepository(Loan);
  }

  async mine(customerId: string) {
    const rows = await (await this.loans()).find({ where: { customerId }, order: { appliedAt: 'DESC' }, take: 200 });
    return rows.map(present);
  }

  /** One loan for its owner, or for staff (null) with the applicant's data and documents. */
  async one(loanId: string, customerId: string | null) {
    const models = await lendingReadModels.on(this.pool);
    const row = await models.getRepository(Loan).findOneBy({ loanId });
    if (!row || (customerId !== null && row.customerId !== customerId)) throw new DomainError('loans.notFound');
    const interest = await models.getRepository(LoanInterestDay).find({ where: { loanId }, order: { day: 'ASC' } });
    return {
      ...present(row),
      customerId: row.customerId,
      applicant: row.applicant,
      images: row.images.map(({ imageId, role }) => ({ imageId, role })),
      interest: interest.map((day) => ({ day: day.day, rate: day.rate, amount: usdt(day.amount).toString(), overdue: day.overdue, accruedAt: day.accruedAt.toISOString() })),
    };
  }

  /** Live loans with a day closed by `now` whose interest is not yet accrued. */
  async due(now: Date, limit = 500) {
    const due = await (await this.loans())
      .createQueryBuilder('l')
      .select('l.loanId')
      .where('l.status IN (:...live)', { live: LIVE })
      .andWhere("l.disbursedAt + (l.daysAccrued + 1) * interval '1 day' <= :now", { now })
      .orderBy('l.disbursedAt')
      .limit(limit)
      .getMany();
    return due.map((loan) => loan.loanId);
  }

  /** Finance's list: `status=pending` is the review queue, oldest first. */
  async forStaff(filter: { status?: string; customerId?: string; pendingVia?: string; limit: number; offset: number }) {
    const where: FindOptionsWhere<Loan> = {};
    if (filter.status) where.status = filter.status as LoanStatus;
    if (filter.customerId) where.customerId = filter.customerId;
    if (filter.pendingVia) where.pendingVia = filter.pendingVia as 'wallet' | 'proof';
    const queue = filter.status === 'pending' || filter.pendingVia === 'proof';
    const [rows, total] = await (await this.loans()).findAndCount({ where, order: { appliedAt: queue ? 'ASC' : 'DESC' }, take: filter.limit, skip: filter.offset });
    return { items: rows.map((row) => ({ ...present(row), customerId: row.customerId })), total };
  }

  /** The loan book: what customers owe it now, and what it has lent and got back. */
  async book() {
    const live = 'l.status IN (:...live)';
    const row = (await (await this.loans())
      .createQueryBuilder('l')
      .select(`count(*) FILTER (WHERE ${live})`, 'live')
      .addSelect(`coalesce(sum(l.principal) FILTER (WHERE ${live}), 0)`, 'principal')
      .addSelect(`coalesce(sum(l.interest) FILTER (WHERE ${live}), 0)`, 'interest')
      .addSelect(`coalesce(sum(l.lateFee) FILTER (WHERE ${live}), 0)`, 'late')
      .addSelect('coalesce(sum(l.amount) FILTER (WHERE l.disbursedAt IS NOT NULL), 0)', 'lent')
      .addSelect('coalesce(sum(l.repaidTotal), 0)', 'repaid')
      .setParameters({ live: LIVE })
      .getRawOne<{ live: string; principal: string; interest: string; late: string; lent: string; repaid: string }>())!;
    return {
      id: 'current' as const,
      loansOutstanding: Number(row.live),
      principalOutstanding: usdt(row.principal).toString(),
      interestOwed: usdt(row.interest).toString(),
      lateFeesOwed: usdt(row.late).toString(),
      lent: usdt(row.lent).toString(),
      repaid: usdt(row.repaid).toString(),
    };
  }
}
