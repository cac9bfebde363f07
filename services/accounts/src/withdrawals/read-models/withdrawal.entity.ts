import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ReviewApproval } from '../../deposits/read-models/deposit.entity';
import type { BankDetails, WithdrawalStatus } from '../domain/withdrawal.decider';

/** A withdrawal request (the withdrawal-<id> streams) as its owner and finance's review queue read it. */
@Entity('withdrawals')
@Index('withdrawals_queue', ['status', 'createdAt'])
@Index('withdrawals_customer', { synchronize: false }) // (customer_id, created_at DESC)
export class Withdrawal {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text') method!: 'crypto' | 'bank';
  @Column('text') coin!: string;
  @Column('text', { nullable: true }) chain!: string | null;
  @Column('text', { nullable: true }) address!: string | null;
  @Column('text', { nullable: true }) memo!: string | null;
  @Column('jsonb', { nullable: true }) bank!: BankDetails | null;
  /** Minor units of the coin, as the amount, the fee taken from it and what arrives. */
  @Column('numeric') amount!: string;
  @Column('numeric') fee!: string;
  @Column('numeric') receive!: string;
  @Column('text', { name: 'hold_id' }) holdId!: string;
  @Column('boolean', { name: 'dual_approval' }) dualApproval!: boolean;
  @Column('timestamptz', { name: 'review_hold_until', nullable: true }) reviewHoldUntil!: Date | null;
  @Column('text') status!: Exclude<WithdrawalStatus, 'none'>;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('jsonb', { default: () => "'[]'" }) approvals!: ReviewApproval[];
  @Column('uuid', { name: 'reviewed_by', nullable: true }) reviewedBy!: string | null;
  @Column('timestamptz', { name: 'reviewed_at', nullable: true }) reviewedAt!: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
