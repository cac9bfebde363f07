import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A coin a new-coin subscription issued (SubscriptionCoinIssued): it may be listed as a spot market. */
@Entity('spot_issued_coins')
export class SpotIssuedCoin {
  @PrimaryColumn('text') coin!: string;
  @Column('text') name!: string;
  @Column('int') scale!: number;
  @Column('text', { name: 'issue_price' }) issuePrice!: string;
}
