import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Who invited a customer (the referral-<customer> streams), with the ancestors recorded at binding, nearest first, up to 4. */
@Entity('referral_bindings')
@Index('referral_bindings_inviter', ['inviterId'])
@Index('referral_bindings_ancestors', { synchronize: false }) // USING gin (ancestors): TypeORM has no GIN index
export class ReferralBinding {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('uuid', { name: 'inviter_id' }) inviterId!: string;
  /** The inviter first: a customer's place in this list is its level above this one, from 1. */
  @Column('uuid', { array: true }) ancestors!: string[];
  @Column('timestamptz', { name: 'registered_at' }) registeredAt!: Date;
  @Column('timestamptz', { name: 'bound_at' }) boundAt!: Date;
}
