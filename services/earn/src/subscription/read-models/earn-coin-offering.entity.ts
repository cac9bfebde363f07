import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CoinOfferingStatus, CoinTerms } from '../domain/coin-offering.decider';

/** A coin offering (the coin-offering-<symbol> streams): its terms, and how it was allotted, failed or released. */
@Entity('earn_coin_offerings')
export class EarnCoinOffering {
  @PrimaryColumn('text') symbol!: string;
  @Column('jsonb') terms!: CoinTerms;
  @Column('text') status!: Exclude<CoinOfferingStatus, 'none'>;
  /** The share of what was asked for that each subscription got, at the allotment. */
  @Column('numeric', { nullable: true }) ratio!: string | null;
  @Column('numeric', { name: 'total_subscribed', nullable: true }) totalSubscribed!: string | null;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('uuid', { name: 'changed_by' }) changedBy!: string;
  @Column('timestamptz', { name: 'changed_at' }) changedAt!: Date;
  @Column('timestamptz', { name: 'released_at', nullable: true }) releasedAt!: Date | null;
}
