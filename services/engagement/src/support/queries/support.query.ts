import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { In, type SelectQueryBuilder } from 'typeorm';
import { DomainError } from '@meridian/decider';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import type { MessageKind } from '../domain/conversation.decider';
import { supportTimers } from '../domain/support-timers';
import { engagementReadModels } from '../../engagement.read-models';
import { withSelected } from '../../shared/with-selected';
import { SupportConversation } from '../read-models/support-conversation.entity';
import { SupportMessage } from '../read-models/support-message.entity';
import type {
  SupportConversationListResponseDto,
  SupportConversationResponseDto,
  SupportConversationStaffDetailResponseDto,
  SupportConversationStaffResponseDto,
  SupportConversationSummaryResponseDto,
  SupportMessageResponseDto,
  SupportStaffMessageResponseDto,
} from './support.response.dto';

type Side = 'customer' | 'staff';
/** A conversation with its side's unread count, and the newest message that side is shown. */
type Counted = SupportConversation & { unread: number };
type Listed = Counted & { last: SupportMessage | null };

/** What each side reads: the customer never sees staff's notes. */
const SHOWN: Record<Side, readonly MessageKind[]> = { customer: ['customer', 'reply'], staff: ['customer', 'reply', 'note'] };
/** Unread for the customer: support's replies past their marker; for staff: customer messages past theirs. */
const UNREAD: Record<Side, { kind: MessageKind; marker: 'customerReadSeq' | 'staffReadSeq' }> = {
  customer: { kind: 'reply', marker: 'customerReadSeq' },
  staff: { kind: 'customer', marker: 'staffReadSeq' },
};

/** The conversations a query finds, each with the unread count `conversations(side)` selects beside it. */
const counted = (query: SelectQueryBuilder<SupportConversation>) => withSelected<SupportConversation, { unread: number }>(query, ['unread']);
const reference = (row: SupportConversation) => (row.referenceKind && row.referenceId ? { kind: row.referenceKind, id: row.referenceId } : null);
const customerMessage = (row: SupportMessage): SupportMessageResponseDto => ({
  id: row.messageId,
  seq: row.seq,
  author: row.kind === 'customer' ? 'customer' : 'staff',
  body: row.body,
  imageId: row.image?.imageId ?? null,
  at: row.at.toISOString(),
});
const staffMessage = (row: SupportMessage): SupportStaffMessageResponseDto => ({
  id: row.messageId,
  seq: row.seq,
  kind: row.kind,
  authorId: row.authorId,
  body: row.body,
  imageId: row.image?.imageId ?? null,
  at: row.at.toISOString(),
});

/** Conversations as their customer and as staff see them; another customer's is "not found". */
@Injectable()
export class SupportQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async models() {
    return engagementReadModels.on(this.pool);
  }

  /** The conversations as one side lists them: each with that side's unread count. */
  private async conversations(side: Side) {
    const { kind, marker } = UNREAD[side];
    return (await this.models())
      .getRepository(SupportConversation)
      .createQueryBuilder('c')
      .addSelect(
        (unread) =>
          unread
            .select('count(*)::int')
            .from(SupportMessage, 'm')
            .where('m.conversationId = c.conversationId')
            .andWhere('m.kind = :unreadKind', { unreadKind: kind })
            .andWhere(`m.seq > c.${marker}`),
        'unread',
      );
  }

  /** The conversations found, each with the newest message the side is shown (none before the first). */
  private async listed(side: Side, found: Counted[]): Promise<Listed[]> {
    const ids = found.map((conversation) => conversation.conversationId);
    const newest = ids.length
      ? await (await this.models())
          .getRepository(SupportMessage)
          .createQueryBuilder('m')
          .distinctOn(['m.conversationId'])
          .where({ conversationId: In(ids), kind: In(SHOWN[side]) })
          .orderBy('m.conversationId')
          .addOrderBy('m.seq', 'DESC')
          .getMany()
      : [];
    const newestOf = new Map(newest.map((message) => [message.conversationId, message]));
    return found.map((conversation) => ({ ...conversation, last: newestOf.get(conversation.conversationId) ?? null }));
  }

  private async messages(conversationId: string, side: Side): Promise<SupportMessage[]> {
    return (await this.models()).getRepository(SupportMessage).find({ where: { conversationId, kind: In(SHOWN[side]) }, order: { seq: 'ASC' } });
  }

  private summary(row: Listed): SupportConversationSummaryResponseDto {
    return {
      id: row.conversationId,
      status: row.status,
      reference: reference(row),
      unread: row.unread,
      lastMessage: row.last ? customerMessage(row.last) : null,
      openedAt: row.openedAt.toISOString(),
      lastMessageAt: row.lastMessageAt.toISOString(),
    };
  }

  async forCustomer(customerId: string): Promise<SupportConversationListResponseDto> {
    const query = (await this.conversations('customer')).where({ customerId }).orderBy('c.lastMessageAt', 'DESC').limit(100);
    const items = (await this.listed('customer', await counted(query))).map((row) => this.summary(row));
    return { items, unread: items.reduce((sum, item) => sum + item.unread, 0) };
  }

  /** The conversation and its messages for its customer (null: any customer, for the checks before a command). */
  async one(conversationId: string, customerId: string): Promise<SupportConversationResponseDto> {
    const query = (await this.conversations('customer')).where({ conversationId, customerId });
    const [row] = await this.listed('customer', await counted(query));
    if (!row) throw new DomainError('support.notFound');
    return { ...this.summary(row), messages: (await this.messages(conversationId, 'customer')).map(customerMessage) };
  }

  private staffRow(row: Listed): SupportConversationStaffResponseDto {
    const { cycleStartedAt, firstResponseAt, resolvedAt } = row;
    const timers = supportTimers({ cycleStartedAt, firstResponseAt, resolvedAt }, this.clock.now());
    return {
      id: row.conversationId,
      customerId: row.customerId,
      status: row.status,
      reference: reference(row),
      assigneeId: row.assigneeId,
      openedAt: row.openedAt.toISOString(),
      cycleStartedAt: row.cycleStartedAt.toISOString(),
      firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      resolvedBy: row.resolvedBy,
      ...timers,
      unread: row.unread,
      lastMessage: row.last?.body ?? '',
      lastMessageAt: row.lastMessageAt.toISOString(),
    };
  }

  /** The queue: open conversations waiting longest first (then resolved ones, newest first). */
  async forStaff(filters: { status?: string; customerId?: string; assigneeId?: string }, page: { limit: number; offset: number }) {
    const query = await this.conversations('staff');
    if (filters.status) query.andWhere('c.status = :status', { status: filters.status });
    if (filters.customerId) query.andWhere('c.customerId = :customerId', { customerId: filters.customerId });
    if (filters.assigneeId) query.andWhere('c.assigneeId = :assigneeId', { assigneeId: filters.assigneeId });
    query
      .orderBy("c.status = 'open'", 'DESC')
      .addOrderBy("CASE WHEN c.status = 'open' THEN c.cycleStartedAt END", 'ASC')
      .addOrderBy('c.lastMessageAt', 'DESC')
      .limit(page.limit)
      .offset(page.offset);
    const [rows, total] = await Promise.all([counted(query), query.getCount()]);
    return { items: (await this.listed('staff', rows)).map((row) => this.staffRow(row)), total };
  }

  async oneForStaff(conversationId: string): Promise<SupportConversationStaffDetailResponseDto> {
    const [row] = await this.listed('staff', await counted((await this.conversations('staff')).where({ conversationId })));
    if (!row) throw new DomainError('support.notFound');
    return { ...this.staffRow(row), messages: (await this.messages(conversationId, 'staff')).map(staffMessage) };
  }
}
