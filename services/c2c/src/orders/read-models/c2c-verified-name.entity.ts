import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What kyc publishes: each customer's verified real name (the primary tier's approval). */
@Entity('c2c_verified_names')
export class C2cVerifiedName {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text', { name: 'real_name' }) realName!: string;
  @Column('timestamptz', { name: 'verified_at' }) verifiedAt!: Date;
}
