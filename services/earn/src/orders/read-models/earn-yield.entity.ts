import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One day's yield an order was paid (EarnYieldPaid), at the rate of that day. */
@Entity('earn_yields')
export class EarnYield {
  @PrimaryColumn('uuid', { name: 'order_id' }) orderId!: string;
  /** 1 for the value date's day. */
  @PrimaryColumn('int') day!: number;
  @Column('numeric', { precision: 12, scale: 8 }) rate!: string;
  @Column('numeric', { precision: 30, scale: 6 }) amount!: string;
  @Column('timestamptz', { name: 'paid_at' }) paidAt!: Date;
}
