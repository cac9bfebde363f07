import type { TierLimits } from '@meridian/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What each verification level allows, as kyc last published it (one row, `current`; none: the published defaults). Written by `verificationLimitsSubscription`. */
@Entity('trading_verification_limits')
export class TradingVerificationLimits {
  @PrimaryColumn('text') id!: 'current';
  @Column('jsonb') limits!: TierLimits[];
  @Column('timestamptz', { name: 'changed_at' }) changedAt!: Date;
}
