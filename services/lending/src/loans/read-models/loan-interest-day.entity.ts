import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One day's interest a loan accrued (LoanInterestAccrued): the rate in force, the amount, whether the loan was overdue. */
@Entity('loan_interest')
export class LoanInterestDay {
  @PrimaryColumn('uuid', { name: 'loan_id' }) loanId!: string;
  /** 1 for the first day after disbursement. */
  @PrimaryColumn('int') day!: number;
  @Column('numeric', { precision: 12, scale: 8 }) rate!: string;
  @Column('numeric', { precision: 30, scale: 6 }) amount!: string;
  @Column('boolean') overdue!: boolean;
  @Column('timestamptz', { name: 'accrued_at' }) accruedAt!: Date;
}
