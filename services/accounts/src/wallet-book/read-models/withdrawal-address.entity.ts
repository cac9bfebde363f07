import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A withdrawal address the customer saved (the wallet-book-<customer> streams). */
@Entity('withdrawal_addresses')
@Index('withdrawal_addresses_customer', ['customerId'])
export class WithdrawalAddress {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text') coin!: string;
  @Column('text') chain!: string;
  @Column('text') address!: string;
  @Column('text') memo!: string;
  @Column('text') remark!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
