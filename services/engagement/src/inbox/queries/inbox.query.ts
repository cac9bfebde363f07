import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { IsNull } from 'typeorm';
import { inSnapshot } from '@meridian/database';
import { DomainError } from '@meridian/decider';
import { pageWindow, type Lang } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { canMute, INBOX_CATEGORIES } from '../domain/inbox-kinds';
import { engagementReadModels } from '../../engagement.read-models';
import { renderInboxMessage } from '../inbox-render';
import { InboxMessage } from '../read-models/inbox-message.entity';
import { InboxPreferences } from '../read-models/inbox-preferences.entity';
import type { InboxListResponseDto, InboxMessageResponseDto, InboxPreferencesResponseDto } from './inbox.response.dto';

/** A customer's own inbox, read model only; every message is looked up by its owner. */
@Injectable()
export class InboxQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  private async messages() {
    return (await engagementReadModels.on(this.pool)).getRepository(InboxMessage);
  }

  /** A page of the inbox (the first when `page` is absent), newest first; a page past its end is empty. */
  async list(customerId: string, lang: Lang, page?: string, perPage?: string): Promise<InboxListResponseDto> {
    const window = pageWindow(page, perPage, { usual: 20, most: 100 });
    // The page and its counts in one snapshot: read apart, a message arriving between them made the
    // list and its unread badge disagree.
    const { rows, counts } = await inSnapshot(this.pool, async (client) => {
      const messages = (await engagementReadModels.on(client)).getRepository(InboxMessage);
      return {
        rows: await messages.find({
          where: { customerId, archivedAt: IsNull() },
          order: { deliveredAt: 'DESC', messageId: 'ASC' },
          take: window.limit,
          skip: window.offset,
        }),
        counts: await messages
          .createQueryBuilder('m')
          .select('count(*)::int', 'total')
          .addSelect('count(*) FILTER (WHERE m.readAt IS NULL)::int', 'unread')
          .where('m.customerId = :customerId', { customerId })
          .andWhere('m.archivedAt IS NULL')
          .getRawOne<{ total: number; unread: number }>(),
      };
    });
    const { total, unread } = counts!;
    return { items: rows.map((row) => view(row, lang)), total, unread, page: window.page, perPage: window.limit };
  }

  async one(customerId: string, messageId: string, lang: Lang): Promise<InboxMessageResponseDto> {
    const row = await (await this.messages()).findOneBy({ customerId, messageId });
    if (!row) throw new DomainError('inbox.notFound');
    return view(row, lang);
  }

  async preferences(customerId: string): Promise<InboxPreferencesResponseDto> {
    const preferences = await (await engagementReadModels.on(this.pool)).getRepository(InboxPreferences).findOneBy({ customerId });
    const muted = preferences?.muted ?? [];
    return { categories: INBOX_CATEGORIES.map((category) => ({ category, enabled: !muted.includes(category), canMute: canMute(category) })) };
  }
}

function view(row: InboxMessage, lang: Lang): InboxMessageResponseDto {
  return {
    id: row.messageId,
    kind: row.kind,
    category: row.category,
    ...renderInboxMessage(lang, row.kind, row.params),
    params: row.params,
    read: row.readAt !== null,
    archived: row.archivedAt !== null,
    deliveredAt: row.deliveredAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
