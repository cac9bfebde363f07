import {
  defineInlineProjection,
  emptyTables,
  exceptStreams,
  projectionOf,
  streamProjection,
  type ProjectedStream,
} from '@meridian/eventstore';
import { noticeStreamPrefix, type NoticeEvent } from './domain/notice.decider';
import { noticeReadsStream, type NoticeReadsEvent } from './domain/notice-reads.decider';

const READS_PREFIX = noticeReadsStream('');

/** Updates a notice's row as the staff member left it; `$1` to `$3` are always the notice, the time and the staff member. */
const setNotice = (
  { id, client }: ProjectedStream,
  { at, staffId }: { at: string; staffId: string },
  sql: string,
  params: unknown[] = [],
) => client.query(`UPDATE notices SET ${sql}, updated_at = $2, updated_by = $3 WHERE notice_id = $1`, [id, at, staffId, ...params]);

// A customer's reads (`notice-reads-<customer>`) share their prefix with the notices (`notice-<id>`).
const notices = exceptStreams(
  streamProjection<NoticeEvent>(noticeStreamPrefix, {
    NoticeCreated: ({ kind, texts, pinned, expiresAt, staffId, at }, { id, client }) =>
      client.query(
        `INSERT INTO notices (notice_id, kind, status, texts, pinned, expires_at, created_at, updated_at, updated_by)
         VALUES ($1, $2, 'draft', $3, $4, $5, $6, $6, $7)`,
        [id, kind, JSON.stringify(texts), pinned, expiresAt, at, staffId],
      ),
    NoticeEdited: (data, notice) =>
      setNotice(notice, data, 'texts = $4, pinned = $5, expires_at = $6', [JSON.stringify(data.texts), data.pinned, data.expiresAt]),
    NoticePublished: (data, notice) => setNotice(notice, data, "status = 'published', publish_at = $4", [data.publishAt]),
    NoticeArchived: (data, notice) => setNotice(notice, data, "status = 'archived'"),
  }),
  READS_PREFIX,
);

const reads = streamProjection<NoticeReadsEvent>(READS_PREFIX, {
  NoticesRead: ({ customerId, noticeIds, at }, { client }) =>
    client.query(
      `INSERT INTO notice_reads (customer_id, notice_id, read_at) SELECT $1, id, $3 FROM unnest($2::uuid[]) AS id ON CONFLICT DO NOTHING`,
      [customerId, noticeIds, at],
    ),
});

/** Every notice as staff last left it, and what each customer has read. */
export const noticesProjection = defineInlineProjection({
  name: 'engagement-notices',
  owner: 'engagement',
  ...projectionOf(reads, notices),
  reset: emptyTables('notices', 'notice_reads'),
});
