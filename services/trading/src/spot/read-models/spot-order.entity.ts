import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { CancelReason, Side } from '../../matching';
import type { PriceTickRef, SpotOrderStatus, SpotOrderType, SpotTimeInForce } from '../domain/spot-core.types';

/**
 * Every spot order as the core last recorded it (the spot-core stream). Written by the core's group
 * commit (`spotReadModelStatements`), read here; prices and amounts are decimal strings as the core keeps them.
 */
@Entity('spot_orders')
@Index('spot_orders_owner', { synchronize: false }) // (owner_id, created_at DESC)
@Index('spot_orders_symbol', { synchronize: false }) // (symbol, created_at DESC)
@Index('spot_orders_oco', { synchronize: false }) // (oco_id) WHERE oco_id IS NOT NULL
export class SpotOrder {
  @PrimaryColumn('text') id!: string;
  @Column('text', { name: 'owner_id' }) ownerId!: string;
  @Column('text') symbol!: string;
  @Column('text') side!: Side;
  @Column('text') type!: SpotOrderType;
  @Column('text', { nullable: true }) price!: string | null;
  @Column('text', { nullable: true }) quantity!: string | null;
  @Column('text', { name: 'quote_amount', nullable: true }) quoteAmount!: string | null;
  @Column('text', { name: 'filled_quantity' }) filledQuantity!: string;
  @Column('text', { name: 'filled_quote' }) filledQuote!: string;
  @Column('text', { name: 'average_price', nullable: true }) averagePrice!: string | null;
  @Column('text') fee!: string;
  @Column('text', { name: 'fee_coin' }) feeCoin!: string;
  @Column('text') status!: SpotOrderStatus;
  @Column('text', { name: 'cancel_reason', nullable: true }) cancelReason!: CancelReason | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
  @Column('text', { name: 'stop_price', nullable: true }) stopPrice!: string | null;
  @Column('text', { name: 'time_in_force', default: 'gtc' }) timeInForce!: SpotTimeInForce;
  @Column('text', { name: 'oco_id', nullable: true }) ocoId!: string | null;
  /** The recorded tick that triggered a stop order. */
  @Column('jsonb', { name: 'trigger_tick', nullable: true }) triggerTick!: PriceTickRef | null;
}
