import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import type { ReferenceKind, SupportImage } from '../domain/conversation.decider';
import { supportTimers } from '../domain/support-timers';
import type {
  SupportConversationListResponseDto,
  SupportConversationResponseDto,
  SupportConversationStaffDetailResponseDto,
  SupportConversationStaffResponseDto,
  SupportConversationSummaryResponseDto,
  SupportMessageResponseDto,
  SupportStaffMessageResponseDto,
} from './support.response.dto';

interface ConversationRow {
  conversation_id: string;
  customer_id: string;
  reference_kind: ReferenceKind | null;
  reference_id: string | null;
  status: 'open' | 'resolved';
  assignee_id: string | null;
  opened_at: Date;
  cycle_started_at: Date;
  first_response_at: Date | null;
  resolved_at: Date | null;
  resolved_by: string | null;
  last_message_at: Date;
  unread: number;
}
interface MessageRow {
  message_id: string;
  seq: number;
  kind: 'customer' | 'reply' | 'note';
  author_id: string;
  body: string;
  image: SupportImage | null;
  at: Date;
}

const reference = (row: ConversationRow) =>
  row.reference_kind && row.reference_id ? { kind: row.reference_kind, id: row.reference_id } : null;
const customerMessage = (row: MessageRow): SupportMessageResponseDto => ({
  id: row.message_id,
  seq: row.seq,
  author: row.kind === 'customer' ? 'customer' : 'staff',
  body: row.body,
  imageId: row.image?.imageId ?? null,
  at: row.at.toISOString(),
});
const staffMessage = (row: MessageRow): SupportStaffMessageResponseDto => ({
  id: row.message_id,
  seq: row.seq,
  kind: row.kind,
  authorId: row.author_id,
  body: row.body,
  imageId: row.image?.imageId ?? null,
  at: row.at.toISOString(),
});

/** Unread for the customer: support's replies past their marker; for staff: customer messages past theirs. */
const CUSTOMER_UNREAD = `(SELECT count(*)::int FROM support_messages m WHERE m.conversation_id = c.conversation_id AND m.kind = 'reply' AND m.seq > c.customer_read_seq)`;
const STAFF_UNREAD = `(SELECT count(*)::int FROM support_messages m WHERE m.conversation_id = c.conversation_id AND m.kind = 'customer' AND m.seq > c.staff_read_seq)`;
const LAST_MESSAGE = (kinds: string) =>
  `(SELECT row_to_json(m) FROM (SELECT message_id, seq, kind, author_id, body, image, at FROM support_messages m WHERE m.conversation_id = c.conversation_id AND m.kind IN (${kinds}) ORDER BY seq DESC LIMIT 1) m)`;

/** Conversations as their customer and as staff see them; another customer's is "not found". */
@Injectable()
export class SupportQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private summary(
    row: ConversationRow & { last: (Omit<MessageRow, 'at'> & { at: string }) | null },
  ): SupportConversationSummaryResponseDto {
    return {
      id: row.conversation_id,
      status: row.status,
      reference: reference(row),
      unread: row.unread,
      lastMessage: row.last ? customerMessage({ ...row.last, at: new Date(row.last.at) }) : null,
      openedAt: row.opened_at.toISOString(),
      lastMessageAt: row.last_message_at.toISOString(),
    };
  }

  async forCustomer(customerId: string): Promise<SupportConversationListResponseDto> {
    const { rows } = await this.pool.query<ConversationRow & { last: (Omit<MessageRow, 'at'> & { at: string }) | null }>(
      `SELECT c.*, ${CUSTOMER_UNREAD} AS unread, ${LAST_MESSAGE("'customer', 'reply'")} AS last
       FROM support_conversations c WHERE c.customer_id = $1 ORDER BY c.last_message_at DESC LIMIT 100`,
      [customerId],
    );
    const items = rows.map((row) => this.summary(row));
    return { items, unread: items.reduce((sum, item) => sum + item.unread, 0) };
  }

  /** The conversation and its messages for its customer (null: any customer, for the checks before a command). */
  async one(conversationId: string, customerId: string): Promise<SupportConversationResponseDto> {
    const { rows } = await this.pool.query<ConversationRow & { last: (Omit<MessageRow, 'at'> & { at: string }) | null }>(
      `SELECT c.*, ${CUSTOMER_UNREAD} AS unread, ${LAST_MESSAGE("'customer', 'reply'")} AS last
       FROM support_conversations c WHERE c.conversation_id = $1 AND c.customer_id = $2`,
      [conversationId, customerId],
    );
    if (!rows[0]) throw new DomainError('support.notFound');
    const messages = await this.pool.query<MessageRow>(
      "SELECT * FROM support_messages WHERE conversation_id = $1 AND kind IN ('customer', 'reply') ORDER BY seq",
      [conversationId],
    );
    return { ...this.summary(rows[0]), messages: messages.rows.map(customerMessage) };
  }

  private staffRow(row: ConversationRow & { last_body: string | null }): SupportConversationStaffResponseDto {
    const timers = supportTimers(
      { cycleStartedAt: row.cycle_started_at, firstResponseAt: row.first_response_at, resolvedAt: row.resolved_at },
      this.clock.now(),
    );
    return {
      id: row.conversation_id,
      customerId: row.customer_id,
      status: row.status,
      reference: reference(row),
      assigneeId: row.assignee_id,
      openedAt: row.opened_at.toISOString(),
      cycleStartedAt: row.cycle_started_at.toISOString(),
      firstResponseAt: row.first_response_at?.toISOString() ?? null,
      resolvedAt: row.resolved_at?.toISOString() ?? null,
      resolvedBy: row.resolved_by,
      ...timers,
      unread: row.unread,
      lastMessage: row.last_body ?? '',
      lastMessageAt: row.last_message_at.toISOString(),
    };
  }

  /** The queue: open conversations waiting longest first (then resolved ones, newest first). */
  async forStaff(filters: { status?: string; customerId?: string; assigneeId?: string }, page: { limit: number; offset: number }) {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filters.status) where.push(`c.status = $${params.push(filters.status)}`);
    if (filters.customerId) where.push(`c.customer_id = $${params.push(filters.customerId)}`);
    if (filters.assigneeId) where.push(`c.assignee_id = $${params.push(filters.assigneeId)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM support_conversations c ${clause}`, params);
    const { rows } = await this.pool.query<ConversationRow & { last_body: string | null }>(
      `SELECT c.*, ${STAFF_UNREAD} AS unread,
         (SELECT body FROM support_messages m WHERE m.conversation_id = c.conversation_id ORDER BY seq DESC LIMIT 1) AS last_body
       FROM support_conversations c ${clause}
       ORDER BY (c.status = 'open') DESC,
         CASE WHEN c.status = 'open' THEN c.cycle_started_at END ASC, c.last_message_at DESC
       LIMIT $${params.push(page.limit)} OFFSET $${params.push(page.offset)}`,
      params,
    );
    return { items: rows.map((row) => this.staffRow(row)), total: total.rows[0]!.n };
  }

  async oneForStaff(conversationId: string): Promise<SupportConversationStaffDetailResponseDto> {
    const { rows } = await this.pool.query<ConversationRow & { last_body: string | null }>(
      `SELECT c.*, ${STAFF_UNREAD} AS unread,
         (SELECT body FROM support_messages m WHERE m.conversation_id = c.conversation_id ORDER BY seq DESC LIMIT 1) AS last_body
       FROM support_conversations c WHERE c.conversation_id = $1`,
      [conversationId],
    );
    if (!rows[0]) throw new DomainError('support.notFound');
    const messages = await this.pool.query<MessageRow>('SELECT * FROM support_messages WHERE conversation_id = $1 ORDER BY seq', [
      conversationId,
    ]);
    return { ...this.staffRow(rows[0]), messages: messages.rows.map(staffMessage) };
  }
}
