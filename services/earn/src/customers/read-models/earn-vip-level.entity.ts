import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A customer's VIP level in force, as accounts publishes it (VipLevelChanged); absent is level 0. */
@Entity('earn_vip_levels')
export class EarnVipLevel {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('int') level!: number;
  /** When accounts changed it: an older message never overwrites a newer one. */
  @Column('timestamptz', { name: 'changed_at' }) changedAt!: Date;
}
