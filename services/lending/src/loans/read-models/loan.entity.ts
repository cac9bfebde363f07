import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { DocumentImage } from '../domain/document-image';
import type { Applicant, LoanStatus } from '../domain/loan.decider';
import type { LoanTerms } from '../domain/loan-terms';

/** A first approval of a repayment by bank receipt or of a disbursement, waiting for the second (its keys as the rows have always held them). */
export interface PendingApproval {
  staff_id: string;
  at: string;
}

/**
 * A loan (the loan-<id> streams) as the customer and finance read it: the application, the terms frozen
 * at disbursement, what is owed now and what was charged in all, the repayment on its way.
 */
@Entity('loans')
@Index('loans_customer', { synchronize: false }) // (customer_id, applied_at DESC): TypeORM names no column order
@Index('loans_status', ['status', 'appliedAt'])
export class Loan {
  @PrimaryColumn('uuid', { name: 'loan_id' }) loanId!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text', { name: 'product_id' }) productId!: string;
  /** USDT applied for. */
  @Column('numeric', { precision: 30, scale: 6 }) amount!: string;
  @Column('text') status!: LoanStatus;
  @Column('jsonb') applicant!: Applicant;
  @Column('jsonb') images!: DocumentImage[];
  @Column('jsonb', { nullable: true }) terms!: LoanTerms | null;
  @Column('timestamptz', { name: 'disbursed_at', nullable: true }) disbursedAt!: Date | null;
  @Column('timestamptz', { name: 'due_at', nullable: true }) dueAt!: Date | null;
  /** What is owed now: principal, interest and late fee, each less what repayments took of it. */
  @Column('numeric', { precision: 30, scale: 6, default: 0 }) principal!: string;
  @Column('numeric', { precision: 30, scale: 6, default: 0 }) interest!: string;
  @Column('numeric', { name: 'late_fee', precision: 30, scale: 6, default: 0 }) lateFee!: string;
  /** What was charged over the loan's life. */
  @Column('numeric', { name: 'interest_total', precision: 30, scale: 6, default: 0 }) interestTotal!: string;
  @Column('numeric', { name: 'late_fee_total', precision: 30, scale: 6, default: 0 }) lateFeeTotal!: string;
  @Column('numeric', { name: 'yesterday_interest', precision: 30, scale: 6, default: 0 }) yesterdayInterest!: string;
  @Column('int', { name: 'days_accrued', default: 0 }) daysAccrued!: number;
  /** Days that charged interest (after the free days). */
  @Column('int', { name: 'interest_days', default: 0 }) interestDays!: number;
  @Column('int', { name: 'overdue_days', default: 0 }) overdueDays!: number;
  @Column('numeric', { name: 'repaid_total', precision: 30, scale: 6, default: 0 }) repaidTotal!: string;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('numeric', { name: 'pending_repayment', precision: 30, scale: 6, nullable: true }) pendingRepayment!: string | null;
  @Column('text', { name: 'pending_via', nullable: true }) pendingVia!: 'wallet' | 'proof' | null;
  @Column('jsonb', { name: 'pending_proof', nullable: true }) pendingProof!: DocumentImage | null;
  @Column('jsonb', { name: 'pending_approvals', default: () => "'[]'" }) pendingApprovals!: PendingApproval[];
  /** A disbursement above the threshold: the first finance approval, waiting for a second. */
  @Column('jsonb', { name: 'disbursement_approvals', default: () => "'[]'" }) disbursementApprovals!: PendingApproval[];
  @Column('text', { name: 'repayment_failure', nullable: true }) repaymentFailure!: string | null;
  @Column('text', { name: 'proof_rejection', nullable: true }) proofRejection!: string | null;
  @Column('timestamptz', { name: 'applied_at' }) appliedAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
