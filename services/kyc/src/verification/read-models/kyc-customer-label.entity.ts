import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The names compliance screens show, written from identity's published registrations (`customerLabelsSubscription`). */
@Entity('kyc_customer_labels')
export class KycCustomerLabel {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text') account!: string;
  @Column('text') kind!: string;
}
