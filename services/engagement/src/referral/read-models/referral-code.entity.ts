import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Each customer's own invitation code, from identity's registrations when they carry it: a consumer's rows, not a projection. */
@Entity('referral_codes')
export class ReferralCode {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text') code!: string;
}
