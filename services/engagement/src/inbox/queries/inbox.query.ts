import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import type { Lang } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { canMute, INBOX_CATEGORIES, type InboxKind } from '../domain/inbox-kinds';
import { renderInboxMessage } from '../inbox-render';
import type { InboxListResponseDto, InboxMessageResponseDto, InboxPreferencesResponseDto } from './inbox.response.dto';

interface Row {
  message_id: string;
  kind: InboxKind;
  category: string;
  params: Record<string, string>;
  delivered_at: Date;
  read_at: Date | null;
  archived_at: Date | null;
}

const COLUMNS = 'message_id, kind, category, params, delivered_at, read_at, archived_at';

/** A customer's own inbox, read model only; every message is looked up by its owner. */
@Injectable()
export class InboxQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(customerId: string, lang: Lang, page = 1, perPage = 20): Promise<InboxListResponseDto> {
    const size = Math.min(Math.max(perPage, 1), 100);
    // A page past any inbox is simply empty; kept small enough that its offset stays an integer.
    const from = Math.min(Math.max(page, 1), 1_000_000);
    const [{ rows }, counts] = await Promise.all([
      this.pool.query<Row>(
        `SELECT ${COLUMNS} FROM inbox_messages WHERE customer_id = $1 AND archived_at IS NULL
          ORDER BY delivered_at DESC, message_id LIMIT $2 OFFSET $3`,
        [customerId, size, (from - 1) * size],
      ),
      this.pool.query<{ total: number; unread: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
           FROM inbox_messages WHERE customer_id = $1 AND archived_at IS NULL`,
        [customerId],
      ),
    ]);
    const { total, unread } = counts.rows[0]!;
    return { items: rows.map((row) => view(row, lang)), total, unread, page: from, perPage: size };
  }

  async one(customerId: string, messageId: string, lang: Lang): Promise<InboxMessageResponseDto> {
    const { rows } = await this.pool.query<Row>(`SELECT ${COLUMNS} FROM inbox_messages WHERE customer_id = $1 AND message_id = $2`, [customerId, messageId]);
    if (!rows[0]) throw new DomainError('inbox.notFound');
    return view(rows[0], lang);
  }

  async preferences(customerId: string): Promise<InboxPreferencesResponseDto> {
    const { rows } = await this.pool.query<{ muted: string[] }>('SELECT muted FROM inbox_preferences WHERE customer_id = $1', [customerId]);
    const muted = rows[0]?.muted ?? [];
    return { categories: INBOX_CATEGORIES.map((category) => ({ category, enabled: !muted.includes(category), canMute: canMute(category) })) };
  }
}

function view(row: Row, lang: Lang): InboxMessageResponseDto {
  return {
    id: row.message_id,
    kind: row.kind,
    category: row.category,
    ...renderInboxMessage(lang, row.kind, row.params),
    params: row.params,
    read: row.read_at !== null,
    archived: row.archived_at !== null,
    deliveredAt: row.delivered_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}
