import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A customer's units of a fund, what was paid for them and what sales brought back (the etf-holding streams). */
@Entity('earn_etf_holdings')
export class EarnEtfHolding {
  @PrimaryColumn('text', { name: 'fund_id' }) fundId!: string;
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('numeric', { precision: 30, scale: 6, default: 0 }) units!: string;
  @Column('numeric', { precision: 30, scale: 6, default: 0 }) paid!: string;
  @Column('numeric', { precision: 30, scale: 6, default: 0 }) received!: string;
}
