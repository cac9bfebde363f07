import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MessageKind, SupportImage } from '../domain/conversation.decider';

/** Every message of a conversation in order (`seq`): the customer's, support's replies, and staff's notes, which the customer never sees. */
@Entity('support_messages')
export class SupportMessage {
  @PrimaryColumn('uuid', { name: 'conversation_id' }) conversationId!: string;
  @PrimaryColumn('int') seq!: number;
  @Column('uuid', { name: 'message_id', unique: true }) messageId!: string;
  @Column('text') kind!: MessageKind;
  /** The customer's id or the staff member's. */
  @Column('text', { name: 'author_id' }) authorId!: string;
  @Column('text') body!: string;
  /** The image sent with it; its bytes stay in `support_images`. */
  @Column('jsonb', { nullable: true }) image!: SupportImage | null;
  @Column('timestamptz') at!: Date;
}
