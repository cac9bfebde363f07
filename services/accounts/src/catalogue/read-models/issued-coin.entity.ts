import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A coin issued by a new-coin subscription (SubscriptionCoinIssued), loaded into the asset catalogue at start. */
@Entity('accounts_issued_coins')
export class IssuedCoin {
  @PrimaryColumn('text') symbol!: string;
  @Column('text') name!: string;
  @Column('int') scale!: number;
  /** USDT per coin, as the offering set it. */
  @Column('numeric', { name: 'issue_price' }) issuePrice!: string;
  @Column('timestamptz', { name: 'issued_at' }) issuedAt!: Date;
  /** When trading listed it as a spot market: from then on it may leave the funding wallet. */
  @Column('timestamptz', { name: 'listed_at', nullable: true }) listedAt!: Date | null;
}
