import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A notice a customer has read (the notice-reads-<customer> streams): the first time only. */
@Entity('notice_reads')
export class NoticeRead {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @PrimaryColumn('uuid', { name: 'notice_id' }) noticeId!: string;
  @Column('timestamptz', { name: 'read_at' }) readAt!: Date;
}
