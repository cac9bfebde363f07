import type { KycTier } from '@meridian/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The tiers a customer holds and the country its primary verification named. */
@Entity('kyc_customers')
export class KycCustomer {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  /** Sorted, each once. */
  @Column('text', { array: true }) tiers!: KycTier[];
  @Column('text', { nullable: true }) country!: string | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
