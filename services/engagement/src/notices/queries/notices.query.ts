import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { SelectQueryBuilder } from 'typeorm';
import { DomainError } from '@meridian/decider';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import { inLanguage } from '../../shared/languages';
import { engagementReadModels } from '../../engagement.read-models';
import { withSelected } from '../../shared/with-selected';
import { NoticeRead } from '../read-models/notice-read.entity';
import { Notice } from '../read-models/notice.entity';
import type { NoticeListResponseDto, NoticeResponseDto, NoticeStaffResponseDto, NoticeSummaryResponseDto } from './notices.response.dto';

/** A notice with the reader's read, where they read it. */
type ReadNotice = Notice & { read?: NoticeRead | null };
/** A notice with what staff see beside it: its status now and how many customers read it. */
type StaffNotice = Notice & { shownStatus: NoticeStaffResponseDto['status']; reads: number };

/** A notice's status as of `:now` (the platform's clock), in SQL: what the stream recorded and the time. */
const STATUS_AT = `CASE WHEN n.status = 'archived' THEN 'archived' WHEN n.status = 'draft' THEN 'draft'
  WHEN n.publishAt > :now THEN 'scheduled' WHEN n.expiresAt <= :now THEN 'expired' ELSE 'published' END`;
const VISIBLE = `n.status = 'published' AND n.publishAt <= :now AND (n.expiresAt IS NULL OR n.expiresAt > :now)`;
/** Most readers see the newest hundred; pinned ones stay on top. */
const SHOWN = 100;

function detail(row: ReadNotice, lang: string, customerId: string | null): NoticeResponseDto {
  const text = inLanguage(row.texts, lang)!;
  return {
    id: row.noticeId,
    kind: row.kind,
    title: text.text.title,
    summary: text.text.summary,
    body: text.text.body,
    lang: text.lang,
    fallback: text.fallback,
    pinned: row.pinned,
    publishedAt: row.publishAt!.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    read: customerId ? Boolean(row.read) : null,
  };
}

/** The same without its body, for lists. */
function summary(row: ReadNotice, lang: string, customerId: string | null): NoticeSummaryResponseDto {
  const { body: _body, ...rest } = detail(row, lang, customerId);
  return rest;
}

/** Notices as readers and staff see them at the platform clock's now. */
@Injectable()
export class NoticesQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async notices() {
    return (await engagementReadModels.on(this.pool)).getRepository(Notice).createQueryBuilder('n');
  }

  /** The notices readers see at `now`, each with the customer's read (none for a visitor). */
  private async visibleTo(customerId: string | null, now: Date) {
    return (await this.notices())
      .leftJoinAndMapOne('n.read', NoticeRead, 'r', 'r.noticeId = n.noticeId AND r.customerId = :customerId', { customerId })
      .where(VISIBLE, { now });
  }

  async visible(kind: string | undefined, lang: string, customerId: string | null): Promise<NoticeListResponseDto> {
    const now = this.clock.now();
    const query = await this.visibleTo(customerId, now);
    if (kind) query.andWhere('n.kind = :kind', { kind });
    const rows: ReadNotice[] = await query.orderBy('n.pinned', 'DESC').addOrderBy('n.publishAt', 'DESC').limit(SHOWN).getMany();
    return { items: rows.map((row) => summary(row, lang, customerId)), unread: customerId ? await this.unread(customerId, now) : null };
  }

  /** Unread notices and news flashes (banners are pictures, not messages). */
  async unread(customerId: string, now = this.clock.now()): Promise<number> {
    return (await this.notices())
      .where(VISIBLE, { now })
      .andWhere("n.kind <> 'banner'")
      .andWhere((query) => {
        const read = query.subQuery().select('1').from(NoticeRead, 'r').where('r.noticeId = n.noticeId').andWhere('r.customerId = :customerId');
        return `NOT EXISTS ${read.getQuery()}`;
      })
      .setParameter('customerId', customerId)
      .getCount();
  }

  async one(noticeId: string, lang: string, customerId: string | null): Promise<NoticeResponseDto> {
    const query = (await this.visibleTo(customerId, this.clock.now())).andWhere('n.noticeId = :noticeId', { noticeId });
    const row: ReadNotice | null = await query.getOne();
    if (!row) throw new DomainError('notices.notFound');
    return detail(row, lang, customerId);
  }

  /** The ids of every notice a customer can see now (for "read all"). */
  async visibleIds(): Promise<string[]> {
    const rows = await (await this.notices()).select('n.noticeId').where(VISIBLE, { now: this.clock.now() }).getMany();
    return rows.map((row) => row.noticeId);
  }

  async forStaff(filters: { kind?: string; status?: string }, page: { limit: number; offset: number }) {
    const query = await this.forStaffAt(this.clock.now());
    if (filters.kind) query.andWhere('n.kind = :kind', { kind: filters.kind });
    if (filters.status) query.andWhere(`${STATUS_AT} = :status`, { status: filters.status });
    query.orderBy('n.pinned', 'DESC').addOrderBy('coalesce(n.publishAt, n.createdAt)', 'DESC').limit(page.limit).offset(page.offset);
    const [rows, total] = await Promise.all([staffRows(query), query.getCount()]);
    return { items: rows.map(staffView), total };
  }

  async oneForStaff(noticeId: string): Promise<NoticeStaffResponseDto> {
    const [row] = await staffRows((await this.forStaffAt(this.clock.now())).where('n.noticeId = :noticeId', { noticeId }));
    if (!row) throw new DomainError('notices.notFound');
    return staffView(row);
  }

  /** Every notice with its status at `now` and its reads beside it. */
  private async forStaffAt(now: Date) {
    return (await this.notices())
      .addSelect(STATUS_AT, 'shownStatus')
      .addSelect((reads) => reads.select('count(*)::int').from(NoticeRead, 'r').where('r.noticeId = n.noticeId'), 'reads')
      .setParameter('now', now);
  }
}

/** The notices a staff query finds, each with what `forStaffAt` selects beside it. */
const staffRows = (query: SelectQueryBuilder<Notice>) => withSelected<Notice, Omit<StaffNotice, keyof Notice>>(query, ['shownStatus', 'reads']);

const staffView = (row: StaffNotice): NoticeStaffResponseDto => ({
  id: row.noticeId,
  kind: row.kind,
  status: row.shownStatus,
  texts: row.texts as NoticeStaffResponseDto['texts'],
  title: row.texts.en?.title ?? '',
  languages: Object.keys(row.texts),
  pinned: row.pinned,
  publishAt: row.publishAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  reads: row.reads,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});
