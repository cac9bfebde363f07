import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Each customer's verified real name as compared for self-referral (`identityKey`), from kyc's
 * verifications: a consumer's rows, not a projection.
 */
@Entity('referral_identities')
export class ReferralIdentity {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text', { name: 'identity_key' }) identityKey!: string;
}
