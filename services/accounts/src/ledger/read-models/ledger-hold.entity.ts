import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A hold by the account it froze funds from: what the customer sees as "frozen" while it is pending. */
@Entity('ledger_holds')
@Index('ledger_holds_account', { synchronize: false }) // (account) WHERE status = 'pending'
export class LedgerHold {
  @PrimaryColumn('text', { name: 'hold_id' }) holdId!: string;
  @Column('text') account!: string;
  @Column('uuid', { name: 'customer_id', nullable: true }) customerId!: string | null;
  @Column('text') asset!: string;
  /** Minor units of the asset. */
  @Column('numeric') amount!: string;
  @Column('text') status!: 'pending' | 'posted' | 'voided';
  @Column('timestamptz', { name: 'placed_at' }) placedAt!: Date;
  @Column('timestamptz', { name: 'resolved_at', nullable: true }) resolvedAt!: Date | null;
}
