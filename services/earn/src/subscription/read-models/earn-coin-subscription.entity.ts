import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { SubscriptionStatus } from '../domain/coin-subscription.decider';

/** A customer's subscription to a coin (the coin-subscription-<id> streams): the terms frozen into it, what it holds and how it ended. */
@Entity('earn_coin_subscriptions')
@Index('earn_coin_subscriptions_customer', { synchronize: false }) // (customer_id, placed_at DESC): TypeORM names no column order
@Index('earn_coin_subscriptions_coin', ['symbol', 'status'])
export class EarnCoinSubscription {
  @PrimaryColumn('uuid', { name: 'subscription_id' }) subscriptionId!: string;
  @Column('text') symbol!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  /** Coins asked for. */
  @Column('numeric') quantity!: string;
  @Column('numeric') price!: string;
  @Column('numeric', { precision: 30, scale: 6 }) cost!: string;
  @Column('numeric', { precision: 30, scale: 6 }) fee!: string;
  /** USDT held in the funding wallet until the allotment: cost and fee. */
  @Column('numeric', { precision: 30, scale: 6 }) held!: string;
  @Column('text') status!: SubscriptionStatus;
  @Column('numeric', { nullable: true }) allotted!: string | null;
  @Column('numeric', { precision: 30, scale: 6, nullable: true }) paid!: string | null;
  @Column('numeric', { precision: 30, scale: 6, nullable: true }) refund!: string | null;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('timestamptz', { name: 'placed_at' }) placedAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
