import type { KycTier, RiskLevel } from '@meridian/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What trading knows of a customer from other services' events: the name staff screens show (identity),
 * the verification tiers and country (kyc) and the risk profile. Kept in `spot_customer_labels`.
 */
@Entity('spot_customer_labels')
export class CustomerStandingRow {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text') account!: string;
  @Column('text') kind!: string;
  @Column('text', { name: 'area_code', nullable: true }) areaCode!: string | null;
  @Column('text', { name: 'verified_country', nullable: true }) verifiedCountry!: string | null;
  @Column('text', { name: 'verified_tiers', array: true, default: () => "'{}'" }) verifiedTiers!: KycTier[];
  @Column('text', { name: 'risk_profile', nullable: true }) riskProfile!: RiskLevel | null;
}
