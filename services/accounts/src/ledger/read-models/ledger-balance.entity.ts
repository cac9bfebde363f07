import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Every ledger account's balance, written in the same transaction as the ledger events. */
@Entity('ledger_balances')
@Index('ledger_balances_customer', ['customerId'])
export class LedgerBalance {
  /** `user:<customer>:<kind>:<COIN>` or `platform:<name>:<COIN>`. */
  @PrimaryColumn('text') account!: string;
  @Column('uuid', { name: 'customer_id', nullable: true }) customerId!: string | null;
  @Column('text') asset!: string;
  /** Minor units of the asset (numeric: exact, unbounded). */
  @Column('numeric') balance!: string;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
