import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One verified identity (real name and document number, hashed) per customer, platform-wide. */
@Entity('kyc_identities')
export class KycIdentity {
  @PrimaryColumn('text', { name: 'identity_key' }) identityKey!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('timestamptz', { name: 'verified_at' }) verifiedAt!: Date;
}
