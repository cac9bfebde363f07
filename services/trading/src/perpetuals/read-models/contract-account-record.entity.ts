import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DerivativesAccount } from '@meridian/runtime';

/** A movement of a customer's contract, futures or option account, with the balance after it; written by the core's group commit. */
@Entity('contract_account_records')
@Index('contract_account_records_customer', { synchronize: false }) // (customer_id, id DESC)
export class ContractAccountRecordRow {
  /** bigint: as a string. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('text', { name: 'customer_id' }) customerId!: string;
  @Column('text') account!: DerivativesAccount;
  @Column('text') amount!: string;
  @Column('text', { name: 'balance_after' }) balanceAfter!: string;
  @Column('text') type!: string;
  /** What the movement was about: a position, an option, a transfer. */
  @Column('text') ref!: string;
  @Column('timestamptz') at!: Date;
}
