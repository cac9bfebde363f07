import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import { noticeStreamPrefix, type NoticeEvent } from './domain/notice.decider';
import { noticeReadsStream, type NoticeReadsEvent } from './domain/notice-reads.decider';

type NoticesEvent = NoticeEvent | NoticeReadsEvent;

const NOTICE_EVENT_TYPES = Object.keys({
  NoticeCreated: true,
  NoticeEdited: true,
  NoticePublished: true,
  NoticeArchived: true,
  NoticesRead: true,
} satisfies Record<NoticesEvent['type'], true>) as NoticesEvent['type'][];

async function projectNotice(client: ClientBase, noticeId: string, event: NoticeEvent): Promise<void> {
  const { staffId, at } = event.data;
  switch (event.type) {
    case 'NoticeCreated': {
      const { kind, texts, pinned, expiresAt } = event.data;
      await client.query(
        `INSERT INTO notices (notice_id, kind, status, texts, pinned, expires_at, created_at, updated_at, updated_by)
         VALUES ($1, $2, 'draft', $3, $4, $5, $6, $6, $7)`,
        [noticeId, kind, JSON.stringify(texts), pinned, expiresAt, at, staffId],
      );
      return;
    }
    case 'NoticeEdited':
      await client.query(
        'UPDATE notices SET texts = $2, pinned = $3, expires_at = $4, updated_at = $5, updated_by = $6 WHERE notice_id = $1',
        [noticeId, JSON.stringify(event.data.texts), event.data.pinned, event.data.expiresAt, at, staffId],
      );
      return;
    case 'NoticePublished':
      await client.query(
        "UPDATE notices SET status = 'published', publish_at = $2, updated_at = $3, updated_by = $4 WHERE notice_id = $1",
        [noticeId, event.data.publishAt, at, staffId],
      );
      return;
    case 'NoticeArchived':
      await client.query("UPDATE notices SET status = 'archived', updated_at = $2, updated_by = $3 WHERE notice_id = $1", [
        noticeId,
        at,
        staffId,
      ]);
      return;
    default:
      return;
  }
}

export async function projectNotices(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as NoticesEvent;
    if (event.type === 'NoticesRead') {
      if (recorded.streamId !== noticeReadsStream(event.data.customerId)) continue;
      await client.query(
        `INSERT INTO notice_reads (customer_id, notice_id, read_at) SELECT $1, id, $3 FROM unnest($2::uuid[]) AS id ON CONFLICT DO NOTHING`,
        [event.data.customerId, event.data.noticeIds, event.data.at],
      );
    } else if (recorded.streamId.startsWith(noticeStreamPrefix))
      await projectNotice(client, recorded.streamId.slice(noticeStreamPrefix.length), event);
  }
}

/** Every notice as staff last left it, and what each customer has read. */
export const noticesProjection = defineInlineProjection({
  name: 'engagement-notices',
  owner: 'engagement',
  canHandle: NOTICE_EVENT_TYPES,
  handle: projectNotices,
  reset: async (client) => {
    await client.query('DELETE FROM notices');
    await client.query('DELETE FROM notice_reads');
  },
});
