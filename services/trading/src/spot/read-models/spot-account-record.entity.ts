import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A movement of a customer's spot account, with the balance after it (the core's postings); written by the core's group commit. */
@Entity('spot_account_records')
@Index('spot_account_records_customer', { synchronize: false }) // (customer_id, id DESC)
export class SpotAccountRecordRow {
  /** bigint: as a string. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('text', { name: 'customer_id' }) customerId!: string;
  @Column('text') coin!: string;
  @Column('text') amount!: string;
  @Column('text', { name: 'balance_after' }) balanceAfter!: string;
  @Column('text') type!: string;
  /** What the movement was about: an order id, a transfer id. */
  @Column('text') ref!: string;
  @Column('timestamptz') at!: Date;
}
