import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Side } from '../../matching';

/** Every spot trade, in the core's sequence per market; written by the core's group commit. */
@Entity('spot_trades')
@Index('spot_trades_symbol', { synchronize: false }) // (symbol, seq DESC)
@Index('spot_trades_buyer', { synchronize: false }) // (buyer_id, at DESC)
@Index('spot_trades_seller', { synchronize: false }) // (seller_id, at DESC)
@Index('spot_trades_orders', ['buyOrderId'])
@Index('spot_trades_sell_orders', ['sellOrderId'])
export class SpotTradeRow {
  @PrimaryColumn('text') id!: string;
  @Column('text') symbol!: string;
  /** bigint: as a string. */
  @Column('bigint') seq!: string;
  @Column('text') price!: string;
  @Column('text') quantity!: string;
  @Column('text', { name: 'quote_amount' }) quoteAmount!: string;
  @Column('text', { name: 'taker_side' }) takerSide!: Side;
  @Column('text', { name: 'buy_order_id' }) buyOrderId!: string;
  @Column('text', { name: 'sell_order_id' }) sellOrderId!: string;
  @Column('text', { name: 'buyer_id' }) buyerId!: string;
  @Column('text', { name: 'seller_id' }) sellerId!: string;
  @Column('text', { name: 'buyer_fee' }) buyerFee!: string;
  @Column('text', { name: 'seller_fee' }) sellerFee!: string;
  @Column('timestamptz') at!: Date;
}
