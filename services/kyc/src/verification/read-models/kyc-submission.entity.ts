import type { KycTier } from '@meridian/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { KycImage, TierStatus } from '../domain/verification.decider';

/** Every submission as it now is: compliance's review queue and the customer's status (the kyc-<customer> streams). */
@Entity('kyc_submissions')
@Index('kyc_submissions_queue', ['status', 'submittedAt'])
@Index('kyc_submissions_customer', { synchronize: false }) // (customer_id, tier, submitted_at DESC): TypeORM names no column order
export class KycSubmission {
  @PrimaryColumn('text') id!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text') tier!: KycTier;
  @Column('text') status!: Exclude<TierStatus, 'none'>;
  @Column('jsonb') details!: Record<string, string | number>;
  @Column('jsonb') images!: KycImage[];
  /** The compliance officers who approved it, in order. */
  @Column('jsonb', { default: () => "'[]'" }) approvals!: string[];
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('timestamptz', { name: 'submitted_at' }) submittedAt!: Date;
  @Column('timestamptz', { name: 'reviewed_at', nullable: true }) reviewedAt!: Date | null;
}
