import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How staff screens name a customer, from identity's CustomerRegistered (written by `customerLabelsSubscription`). */
@Entity('customer_labels')
export class CustomerLabel {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text') account!: string;
  @Column('text') kind!: string;
}
