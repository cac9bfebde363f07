import type { TierLimits } from '@meridian/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What each verification level allows, as compliance last set it: one row, `current`; none means the published defaults. */
@Entity('kyc_verification_limits')
export class CurrentVerificationLimits {
  @PrimaryColumn('text') id!: 'current';
  @Column('jsonb') limits!: TierLimits[];
  @Column('timestamptz', { name: 'changed_at' }) changedAt!: Date;
  @Column('uuid', { name: 'changed_by' }) changedBy!: string;
  @Column('text') reason!: string;
}
