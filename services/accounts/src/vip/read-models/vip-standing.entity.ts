import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Each customer's VIP standing (the vip-<customerId> streams): as assessed, as staff set it, and the level in force. */
@Entity('accounts_vip_levels')
export class VipStanding {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('int', { name: 'assessed_level', default: 0 }) assessedLevel!: number;
  /** The 30-day average the assessment read, minor units of USDT. */
  @Column('numeric', { name: 'average_minor', nullable: true }) averageMinor!: string | null;
  /** YYYY-MM-DD. */
  @Column('date', { name: 'assessed_day', nullable: true }) assessedDay!: string | null;
  @Column('int', { name: 'staff_level', nullable: true }) staffLevel!: number | null;
  @Column('uuid', { name: 'staff_by', nullable: true }) staffBy!: string | null;
  @Column('text', { name: 'staff_reason', nullable: true }) staffReason!: string | null;
  @Column('timestamptz', { name: 'staff_at', nullable: true }) staffAt!: Date | null;
  /** The level in force: staff's when they set one, the assessed one otherwise. */
  @Column('int') level!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
