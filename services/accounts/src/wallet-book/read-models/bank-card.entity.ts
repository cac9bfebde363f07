import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { BankDetails } from '../../withdrawals/domain/withdrawal.decider';

/** A bank card the customer saved for withdrawals in fiat (the wallet-book-<customer> streams). */
@Entity('bank_cards')
@Index('bank_cards_customer', ['customerId'])
export class BankCard {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('jsonb') details!: BankDetails;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
