import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Where a coin on a chain is deposited, as finance configured it (settings-deposit-channel-<COIN>-<CHAIN>). */
@Entity('deposit_channels')
export class DepositChannel {
  @PrimaryColumn('text') coin!: string;
  @PrimaryColumn('text') chain!: string;
  @Column('text') address!: string;
  @Column('text') memo!: string;
  @Column('boolean') enabled!: boolean;
  @Column('uuid', { name: 'updated_by', nullable: true }) updatedBy!: string | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
