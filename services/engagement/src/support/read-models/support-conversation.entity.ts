import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ReferenceKind } from '../domain/conversation.decider';

/**
 * A support conversation (the support-conversation-<id> streams) with what its timers are computed
 * from, and each side's read marker: the seq of the last message it read.
 */
@Entity('support_conversations')
@Index('support_conversations_queue', ['status', 'cycleStartedAt'])
@Index('support_conversations_customer', { synchronize: false }) // (customer_id, last_message_at DESC): TypeORM names no column order
export class SupportConversation {
  @PrimaryColumn('uuid', { name: 'conversation_id' }) conversationId!: string;
  /** Who opened it: only they, and staff, read it. */
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text', { name: 'reference_kind', nullable: true }) referenceKind!: ReferenceKind | null;
  @Column('text', { name: 'reference_id', nullable: true }) referenceId!: string | null;
  @Column('text') status!: 'open' | 'resolved';
  @Column('text', { name: 'assignee_id', nullable: true }) assigneeId!: string | null;
  @Column('timestamptz', { name: 'opened_at' }) openedAt!: Date;
  /** When it (re)opened: where the timers start. */
  @Column('timestamptz', { name: 'cycle_started_at' }) cycleStartedAt!: Date;
  @Column('timestamptz', { name: 'first_response_at', nullable: true }) firstResponseAt!: Date | null;
  @Column('timestamptz', { name: 'resolved_at', nullable: true }) resolvedAt!: Date | null;
  @Column('text', { name: 'resolved_by', nullable: true }) resolvedBy!: string | null;
  @Column('timestamptz', { name: 'last_message_at' }) lastMessageAt!: Date;
  @Column('int', { name: 'last_customer_seq', default: 0 }) lastCustomerSeq!: number;
  @Column('int', { name: 'last_reply_seq', default: 0 }) lastReplySeq!: number;
  @Column('int', { name: 'customer_read_seq', default: 0 }) customerReadSeq!: number;
  @Column('int', { name: 'staff_read_seq', default: 0 }) staffReadSeq!: number;
}
