import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A product's rate for one calendar day as staff set it before the day (the earn-rates stream). */
@Entity('earn_daily_rates')
export class EarnDailyRate {
  @PrimaryColumn('text', { name: 'product_id' }) productId!: string;
  /** YYYY-MM-DD. */
  @PrimaryColumn('date', { name: 'rate_date' }) rateDate!: string;
  @Column('numeric', { precision: 12, scale: 8 }) rate!: string;
  @Column('uuid', { name: 'set_by' }) setBy!: string;
  @Column('timestamptz', { name: 'set_at' }) setAt!: Date;
}
