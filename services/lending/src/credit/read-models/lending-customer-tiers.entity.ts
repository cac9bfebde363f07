import type { KycTier } from '@meridian/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What kyc publishes (CustomerVerified): the verification tiers each customer holds; no row, none. */
@Entity('lending_customer_tiers')
export class LendingCustomerTiers {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  /** Sorted, each once. */
  @Column('text', { array: true }) tiers!: KycTier[];
}
