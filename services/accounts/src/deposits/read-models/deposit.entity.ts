import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { DepositStatus } from '../domain/deposit.decider';

/** A staff member's approval of a deposit, as the API shows it. */
export interface ReviewApproval {
  staff_id: string;
  note: string;
  at: string;
}

/** A deposit request (the deposit-<id> streams) as its owner and finance's review queue read it. */
@Entity('deposits')
@Index('deposits_queue', ['status', 'createdAt'])
@Index('deposits_customer', { synchronize: false }) // (customer_id, created_at DESC)
export class Deposit {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text') coin!: string;
  @Column('text') chain!: string;
  /** Minor units of the coin. */
  @Column('numeric') amount!: string;
  @Column('text', { name: 'tx_hash', nullable: true }) txHash!: string | null;
  @Column('text') remark!: string;
  @Column('uuid', { name: 'proof_id', nullable: true }) proofId!: string | null;
  @Column('text') status!: Exclude<DepositStatus, 'none'>;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('uuid', { name: 'reviewed_by', nullable: true }) reviewedBy!: string | null;
  @Column('timestamptz', { name: 'reviewed_at', nullable: true }) reviewedAt!: Date | null;
  @Column('text', { nullable: true }) note!: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  /** Four eyes on a large deposit: the approvals given so far. */
  @Column('jsonb', { default: () => "'[]'" }) approvals!: ReviewApproval[];
}
