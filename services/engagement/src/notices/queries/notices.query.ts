import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import { inLanguage, type PerLanguage } from '../../shared/languages';
import type { PageText } from '../../shared/page-text';
import type { NoticeKind } from '../domain/notice.decider';
import type { NoticeListResponseDto, NoticeResponseDto, NoticeStaffResponseDto, NoticeSummaryResponseDto } from './notices.response.dto';

interface NoticeRow {
  notice_id: string;
  kind: NoticeKind;
  status: string;
  texts: PerLanguage<PageText>;
  pinned: boolean;
  publish_at: Date | null;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
  updated_by: string;
  read_at?: Date | null;
  reads?: number;
  shown_status?: NoticeStaffResponseDto['status'];
}

/** A notice's status as of $1 (the platform's clock), in SQL: what the stream recorded and the time. */
const STATUS_AT = `CASE WHEN n.status = 'archived' THEN 'archived' WHEN n.status = 'draft' THEN 'draft'
  WHEN n.publish_at > $1 THEN 'scheduled' WHEN n.expires_at <= $1 THEN 'expired' ELSE 'published' END`;
const VISIBLE = `n.status = 'published' AND n.publish_at <= $1 AND (n.expires_at IS NULL OR n.expires_at > $1)`;
/** Most readers see the newest hundred; pinned ones stay on top. */
const SHOWN = 100;

function detail(row: NoticeRow, lang: string, customerId: string | null): NoticeResponseDto {
  const text = inLanguage(row.texts, lang)!;
  return {
    id: row.notice_id,
    kind: row.kind,
    title: text.text.title,
    summary: text.text.summary,
    body: text.text.body,
    lang: text.lang,
    fallback: text.fallback,
    pinned: row.pinned,
    publishedAt: row.publish_at!.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    read: customerId ? Boolean(row.read_at) : null,
  };
}

/** The same without its body, for lists. */
function summary(row: NoticeRow, lang: string, customerId: string | null): NoticeSummaryResponseDto {
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

  async visible(kind: string | undefined, lang: string, customerId: string | null): Promise<NoticeListResponseDto> {
    const now = this.clock.now();
    const { rows } = await this.pool.query<NoticeRow>(
      `SELECT n.*, r.read_at FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.notice_id AND r.customer_id = $2
        WHERE ${VISIBLE} AND ($3::text IS NULL OR n.kind = $3) ORDER BY n.pinned DESC, n.publish_at DESC LIMIT ${SHOWN}`,
      [now, customerId, kind ?? null],
    );
    return { items: rows.map((row) => summary(row, lang, customerId)), unread: customerId ? await this.unread(customerId, now) : null };
  }

  /** Unread notices and news flashes (banners are pictures, not messages). */
  async unread(customerId: string, now = this.clock.now()): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notices n WHERE ${VISIBLE} AND n.kind <> 'banner'
          AND NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.notice_id AND r.customer_id = $2)`,
      [now, customerId],
    );
    return rows[0]!.n;
  }

  async one(noticeId: string, lang: string, customerId: string | null): Promise<NoticeResponseDto> {
    const { rows } = await this.pool.query<NoticeRow>(
      `SELECT n.*, r.read_at FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.notice_id AND r.customer_id = $2 WHERE ${VISIBLE} AND n.notice_id = $3`,
      [this.clock.now(), customerId, noticeId],
    );
    if (!rows[0]) throw new DomainError('notices.notFound');
    return detail(rows[0], lang, customerId);
  }

  /** The ids of every notice a customer can see now (for "read all"). */
  async visibleIds(): Promise<string[]> {
    const { rows } = await this.pool.query<{ notice_id: string }>(`SELECT n.notice_id FROM notices n WHERE ${VISIBLE}`, [this.clock.now()]);
    return rows.map((row) => row.notice_id);
  }

  async forStaff(filters: { kind?: string; status?: string }, page: { limit: number; offset: number }) {
    const now = this.clock.now();
    const where = `WHERE ($2::text IS NULL OR n.kind = $2) AND ($3::text IS NULL OR ${STATUS_AT} = $3)`;
    const params = [now, filters.kind ?? null, filters.status ?? null];
    const [{ rows }, total] = await Promise.all([
      this.pool.query<NoticeRow>(
        `SELECT n.*, ${STATUS_AT} AS shown_status, (SELECT count(*)::int FROM notice_reads r WHERE r.notice_id = n.notice_id) AS reads
           FROM notices n ${where} ORDER BY n.pinned DESC, coalesce(n.publish_at, n.created_at) DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
        params,
      ),
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM notices n ${where}`, params),
    ]);
    return { items: rows.map(staffView), total: total.rows[0]!.n };
  }

  async oneForStaff(noticeId: string): Promise<NoticeStaffResponseDto> {
    const { rows } = await this.pool.query<NoticeRow>(
      `SELECT n.*, ${STATUS_AT} AS shown_status, (SELECT count(*)::int FROM notice_reads r WHERE r.notice_id = n.notice_id) AS reads FROM notices n WHERE n.notice_id = $2`,
      [this.clock.now(), noticeId],
    );
    if (!rows[0]) throw new DomainError('notices.notFound');
    return staffView(rows[0]);
  }
}

const staffView = (row: NoticeRow): NoticeStaffResponseDto => ({
  id: row.notice_id,
  kind: row.kind,
  status: row.shown_status!,
  texts: row.texts as NoticeStaffResponseDto['texts'],
  title: row.texts.en?.title ?? '',
  languages: Object.keys(row.texts),
  pinned: row.pinned,
  publishAt: row.publish_at?.toISOString() ?? null,
  expiresAt: row.expires_at?.toISOString() ?? null,
  reads: row.reads ?? 0,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  updatedBy: row.updated_by,
});
