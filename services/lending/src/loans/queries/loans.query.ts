import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DocumentImage } from '../domain/document-image';
import { DomainError } from '@meridian/decider';
import { staffFilters } from '@meridian/http';
import { ASSETS, Money } from '@meridian/money';
import { PG_POOL } from '@meridian/runtime';
import type { Applicant, LoanStatus } from '../domain/loan.decider';
import type { LoanTerms } from '../domain/loan-terms';

interface LoanRow {
  loan_id: string;
  customer_id: string;
  product_id: string;
  amount: string;
  status: LoanStatus;
  applicant: Applicant;
  images: DocumentImage[];
  terms: LoanTerms | null;
  disbursed_at: Date | null;
  due_at: Date | null;
  principal: string;
  interest: string;
  late_fee: string;
  interest_total: string;
  late_fee_total: string;
  yesterday_interest: string;
  days_accrued: number;
  interest_days: number;
  overdue_days: number;
  repaid_total: string;
  reason: string | null;
  pending_repayment: string | null;
  pending_via: 'wallet' | 'proof' | null;
  pending_proof: DocumentImage | null;
  pending_approvals: { staff_id: string; at: string }[];
  repayment_failure: string | null;
  proof_rejection: string | null;
  applied_at: Date;
}

const COLUMNS = `loan_id, customer_id, product_id, amount::text, status, applicant, images, terms, disbursed_at, due_at, principal::text, interest::text,
  late_fee::text, interest_total::text, late_fee_total::text, yesterday_interest::text, days_accrued, interest_days, overdue_days, repaid_total::text,
  reason, pending_repayment::text, pending_via, pending_proof, pending_approvals, repayment_failure, proof_rejection, applied_at`;
const usdt = (text: string) => Money.parse(ASSETS.USDT, text);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A loan as its repayment screen shows it (the specification's figures) and finance reviews it. */
function present(row: LoanRow) {
  const owed = usdt(row.principal).add(usdt(row.interest)).add(usdt(row.late_fee));
  return {
    id: row.loan_id,
    productId: row.product_id,
    amount: usdt(row.amount).toString(),
    status: row.status,
    terms: row.terms,
    appliedAt: row.applied_at.toISOString(),
    disbursedAt: iso(row.disbursed_at),
    dueAt: iso(row.due_at),
    reason: row.reason,
    principalOutstanding: usdt(row.principal).toString(),
    accumulatedInterest: usdt(row.interest).toString(),
    yesterdayInterest: usdt(row.yesterday_interest).toString(),
    interestAccruedDays: row.interest_days,
    totalInterest: usdt(row.interest_total).toString(),
    lateFee: usdt(row.late_fee).toString(),
    overdueDays: row.overdue_days,
    totalRepayment: usdt(row.amount).add(usdt(row.interest_total)).add(usdt(row.late_fee_total)).toString(),
    repaid: usdt(row.repaid_total).toString(),
    owed: owed.toString(),
    pendingRepayment: row.pending_repayment === null ? null : usdt(row.pending_repayment).toString(),
    pendingVia: row.pending_via,
    pendingProof: row.pending_proof ? { imageId: row.pending_proof.imageId, role: row.pending_proof.role } : null,
    pendingApprovals: row.pending_approvals.map((a) => ({ staffId: a.staff_id, at: a.at })),
    repaymentFailure: row.repayment_failure,
    proofRejection: row.proof_rejection,
  };
}

@Injectable()
export class LoansQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async mine(customerId: string) {
    const { rows } = await this.pool.query<LoanRow>(`SELECT ${COLUMNS} FROM loans WHERE customer_id = $1 ORDER BY applied_at DESC LIMIT 200`, [customerId]);
    return rows.map(present);
  }

  /** One loan for its owner, or for staff (null) with the applicant's data and documents. */
  async one(loanId: string, customerId: string | null) {
    const { rows } = await this.pool.query<LoanRow>(`SELECT ${COLUMNS} FROM loans WHERE loan_id::text = $1`, [loanId]);
    const row = rows[0];
    if (!row || (customerId !== null && row.customer_id !== customerId)) throw new DomainError('loans.notFound');
    const interest = await this.pool.query<{ day: number; rate: string; amount: string; overdue: boolean; accrued_at: Date }>(
      'SELECT day, rate::text, amount::text, overdue, accrued_at FROM loan_interest WHERE loan_id = $1 ORDER BY day',
      [row.loan_id],
    );
    return {
      ...present(row),
      customerId: row.customer_id,
      applicant: row.applicant,
      images: row.images.map(({ imageId, role }) => ({ imageId, role })),
      interest: interest.rows.map((day) => ({ day: day.day, rate: day.rate, amount: usdt(day.amount).toString(), overdue: day.overdue, accruedAt: day.accrued_at.toISOString() })),
    };
  }

  /** Live loans with a day closed by `now` whose interest is not yet accrued. */
  async due(now: Date, limit = 500) {
    const { rows } = await this.pool.query<{ loan_id: string }>(
      `SELECT loan_id FROM loans WHERE status IN ('disbursed', 'repaying', 'overdue') AND disbursed_at + (days_accrued + 1) * interval '1 day' <= $1
        ORDER BY disbursed_at LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => row.loan_id);
  }

  /** Finance's list: `status=pending` is the review queue, oldest first. */
  async forStaff(filter: { status?: string; customerId?: string; pendingVia?: string; limit: number; offset: number }) {
    const { clause, params } = staffFilters({ status: filter.status, customer_id: filter.customerId, pending_via: filter.pendingVia });
    const queue = filter.status === 'pending' || filter.pendingVia === 'proof';
    const order = queue ? 'applied_at ASC' : 'applied_at DESC';
    const [{ rows }, count] = await Promise.all([
      this.pool.query<LoanRow>(`SELECT ${COLUMNS} FROM loans ${clause} ORDER BY ${order} LIMIT ${filter.limit} OFFSET ${filter.offset}`, params),
      this.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM loans ${clause}`, params),
    ]);
    return { items: rows.map((row) => ({ ...present(row), customerId: row.customer_id })), total: Number(count.rows[0]!.n) };
  }

  /** The loan book: what customers owe it now, and what it has lent and got back. */
  async book() {
    const { rows } = await this.pool.query<{ live: string; principal: string; interest: string; late: string; lent: string; repaid: string }>(
      `SELECT count(*) FILTER (WHERE status IN ('disbursed', 'repaying', 'overdue'))::text AS live,
              coalesce(sum(principal) FILTER (WHERE status IN ('disbursed', 'repaying', 'overdue')), 0)::text AS principal,
              coalesce(sum(interest) FILTER (WHERE status IN ('disbursed', 'repaying', 'overdue')), 0)::text AS interest,
              coalesce(sum(late_fee) FILTER (WHERE status IN ('disbursed', 'repaying', 'overdue')), 0)::text AS late,
              coalesce(sum(amount) FILTER (WHERE disbursed_at IS NOT NULL), 0)::text AS lent,
              coalesce(sum(repaid_total), 0)::text AS repaid
         FROM loans`,
    );
    const row = rows[0]!;
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
