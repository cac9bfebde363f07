import type { TierLimits } from '@meridian/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What each verification level allows, as kyc last published it: one row, `current`; none means the
 * published defaults. Written by `verificationLimitsSubscription` (libs/contracts), which every service
 * keeping a copy shares.
 */
@Entity('lending_verification_limits')
export class LendingVerificationLimits {
  @PrimaryColumn('text') id!: 'current';
  @Column('jsonb') limits!: TierLimits[];
  @Column('timestamptz', { name: 'changed_at' }) changedAt!: Date;
}
