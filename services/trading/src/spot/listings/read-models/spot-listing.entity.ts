import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An issued coin listed as a spot market by staff (the spot-listing streams), with the terms it trades under. */
@Entity('spot_listings')
export class SpotListing {
  @PrimaryColumn('text') coin!: string;
  @Column('text', { unique: true }) symbol!: string;
  @Column('text') name!: string;
  @Column('int') scale!: number;
  @Column('text', { name: 'issue_price' }) issuePrice!: string;
  @Column('text', { name: 'tick_size' }) tickSize!: string;
  @Column('text', { name: 'lot_step' }) lotStep!: string;
  @Column('uuid', { name: 'listed_by' }) listedBy!: string;
  @Column('text') reason!: string;
  @Column('timestamptz', { name: 'listed_at' }) listedAt!: Date;
}
