import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RecordedClose } from '../domain/etf-unit-value.policy';

/** A fund's unit value for one day, with the closes it used (the etf-fund-<id> streams). */
@Entity('earn_etf_values')
export class EarnEtfValue {
  @PrimaryColumn('text', { name: 'fund_id' }) fundId!: string;
  /** YYYY-MM-DD. */
  @PrimaryColumn('date') day!: string;
  @Column('numeric', { precision: 30, scale: 6 }) value!: string;
  @Column('jsonb') closes!: RecordedClose[];
  @Column('timestamptz', { name: 'fixed_at' }) fixedAt!: Date;
}
