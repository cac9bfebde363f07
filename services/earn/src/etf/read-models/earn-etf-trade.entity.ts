import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A purchase (pending until accounts takes the USDT) or a sale of a fund's units, at the day's unit value. */
@Entity('earn_etf_trades')
@Index('earn_etf_trades_customer', { synchronize: false }) // (customer_id, placed_at DESC): TypeORM names no column order
export class EarnEtfTrade {
  @PrimaryColumn('uuid', { name: 'trade_id' }) tradeId!: string;
  @Column('text', { name: 'fund_id' }) fundId!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text') side!: 'buy' | 'sell';
  /** USDT paid for a purchase, or a sale's proceeds. */
  @Column('numeric', { precision: 30, scale: 6 }) amount!: string;
  @Column('numeric', { precision: 30, scale: 6 }) units!: string;
  @Column('numeric', { precision: 30, scale: 6 }) value!: string;
  /** YYYY-MM-DD: the valued day the trade used. */
  @Column('date') day!: string;
  @Column('text') status!: 'pending' | 'completed' | 'failed';
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('timestamptz', { name: 'placed_at' }) placedAt!: Date;
  @Column('timestamptz', { name: 'settled_at', nullable: true }) settledAt!: Date | null;
}
