import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Who the customers are, as far as rewards and agreements need: identity's registrations (real or demo,
 * the phone's calling code) and kyc's verified nationality. A consumer's rows, not a projection.
 */
@Entity('engagement_customers')
export class EngagementCustomer {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text') kind!: string;
  @Column('text', { name: 'area_code', nullable: true }) areaCode!: string | null;
  @Column('text', { name: 'verified_country', nullable: true }) verifiedCountry!: string | null;
  /** Null for a customer kyc verified before their registration reached engagement. */
  @Column('timestamptz', { name: 'registered_at', nullable: true }) registeredAt!: Date | null;
}
