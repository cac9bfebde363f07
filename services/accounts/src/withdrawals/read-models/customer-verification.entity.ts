import type { KycTier } from '@meridian/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The verification tiers each customer holds (kyc's CustomerVerified): they set the daily withdrawal
 * limit. A tier once approved is never withdrawn, so a copy that arrives late only ever refuses more.
 */
@Entity('customer_verification')
export class CustomerVerification {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  /** Sorted, each once. */
  @Column('text', { array: true }) tiers!: KycTier[];
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
