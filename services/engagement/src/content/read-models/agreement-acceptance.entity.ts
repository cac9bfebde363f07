import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AcceptanceVia } from '../domain/agreement-acceptance.decider';

/** Each version of an agreement a customer accepted (the agreements-<customer> streams), and how: at registration or when asked. */
@Entity('agreement_acceptances')
export class AgreementAcceptance {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @PrimaryColumn('uuid', { name: 'page_id' }) pageId!: string;
  @PrimaryColumn('int') version!: number;
  @Column('timestamptz', { name: 'accepted_at' }) acceptedAt!: Date;
  @Column('text') slug!: string;
  /** `registration`: the agreements in force when the customer registered; `prompt`: accepted when asked again at a login. */
  @Column('text') via!: AcceptanceVia;
}
