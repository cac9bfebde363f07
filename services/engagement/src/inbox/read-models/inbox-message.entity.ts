import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { InboxParams } from '../domain/inbox.decider';
import type { InboxCategory, InboxKind } from '../domain/inbox-kinds';

/** A message of a customer's inbox (the inbox-<customer> streams): its kind and parameters, rendered in the reader's language when read. */
@Entity('inbox_messages')
@Index('inbox_messages_customer', { synchronize: false }) // (customer_id, delivered_at DESC) WHERE archived_at IS NULL: partial
export class InboxMessage {
  @PrimaryColumn('uuid', { name: 'message_id' }) messageId!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  /** What it says, rendered with `params` in the reader's language when read. */
  @Column('text') kind!: InboxKind;
  @Column('text') category!: InboxCategory;
  @Column('jsonb') params!: InboxParams;
  /** The bus message it came from. */
  @Column('text') cause!: string;
  @Column('timestamptz', { name: 'delivered_at' }) deliveredAt!: Date;
  @Column('timestamptz', { name: 'read_at', nullable: true }) readAt!: Date | null;
  @Column('timestamptz', { name: 'archived_at', nullable: true }) archivedAt!: Date | null;
}
