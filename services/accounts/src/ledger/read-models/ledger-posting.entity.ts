import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every posting with the balance after it: the customer's account records and the auditor's trail. */
@Entity('ledger_postings')
@Index('ledger_postings_customer', { synchronize: false }) // (customer_id, id DESC)
@Index('ledger_postings_account_at', { synchronize: false }) // (account, at DESC, id DESC): a day's closing balance
export class LedgerPosting {
  /** bigint: as a string. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('uuid', { name: 'event_id' }) eventId!: string;
  @Column('text', { name: 'entry_id' }) entryId!: string;
  @Column('text') account!: string;
  @Column('uuid', { name: 'customer_id', nullable: true }) customerId!: string | null;
  @Column('text') asset!: string;
  /** Minor units of the asset, as the balance after it. */
  @Column('numeric') amount!: string;
  @Column('numeric', { name: 'balance_after' }) balanceAfter!: string;
  @Column('text') memo!: string;
  @Column('timestamptz') at!: Date;
}
