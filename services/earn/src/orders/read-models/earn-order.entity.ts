import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { EarnProductTerms } from '../../products/domain/earn-product-terms';
import type { EarnOrderStatus } from '../domain/earn-order.decider';

/** A custody order (the earn-order-<id> streams): the terms frozen at purchase, where the order is, what it has paid. */
@Entity('earn_orders')
@Index('earn_orders_customer', { synchronize: false }) // (customer_id, placed_at DESC): TypeORM names no column order
@Index('earn_orders_live', ['status', 'valueDate'])
export class EarnOrder {
  @PrimaryColumn('uuid', { name: 'order_id' }) orderId!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text', { name: 'product_id' }) productId!: string;
  /** USDT in custody. */
  @Column('numeric', { precision: 30, scale: 6 }) amount!: string;
  @Column('jsonb') terms!: EarnProductTerms;
  @Column('text') status!: EarnOrderStatus;
  @Column('timestamptz', { name: 'value_date', nullable: true }) valueDate!: Date | null;
  @Column('timestamptz', { name: 'matures_at', nullable: true }) maturesAt!: Date | null;
  @Column('int', { name: 'paid_days', default: 0 }) paidDays!: number;
  @Column('numeric', { precision: 30, scale: 6, default: 0 }) earned!: string;
  /** What redeeming costs: quoted at the request, paid at the redemption, 0 at maturity. */
  @Column('numeric', { precision: 30, scale: 6, nullable: true }) penalty!: string | null;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('timestamptz', { name: 'redemption_requested_at', nullable: true }) redemptionRequestedAt!: Date | null;
  @Column('timestamptz', { name: 'placed_at' }) placedAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
