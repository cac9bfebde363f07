import { defineInlineProjection, exceptStreams, projectionOf, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import { noticeStreamPrefix, type NoticeEvent } from './domain/notice.decider';
import { noticeReadsStream, type NoticeReadsEvent } from './domain/notice-reads.decider';
import { engagementReadModels } from '../engagement.read-models';
import { NoticeRead } from './read-models/notice-read.entity';
import { Notice } from './read-models/notice.entity';

const READS_PREFIX = noticeReadsStream('');

const noticesOn = async ({ client }: ProjectedStream) => (await engagementReadModels.on(client)).getRepository(Notice);
const when = (at: string | null) => (at === null ? null : new Date(at));

/** Updates a notice's row with what the event changed, and who changed it when. */
const setNotice = async (notice: ProjectedStream, { at, staffId }: { at: string; staffId: string }, changes: Partial<Notice>) => {
  await (await noticesOn(notice)).update(notice.id, { ...changes, updatedAt: new Date(at), updatedBy: staffId });
};

// A customer's reads (`notice-reads-<customer>`) share their prefix with the notices (`notice-<id>`).
const notices = exceptStreams(
  streamProjection<NoticeEvent>(noticeStreamPrefix, {
    NoticeCreated: async ({ kind, texts, pinned, expiresAt, staffId, at }, notice) => {
      const createdAt = new Date(at);
      const row = { noticeId: notice.id, kind, status: 'draft' as const, texts, pinned, expiresAt: when(expiresAt), createdAt };
      await (await noticesOn(notice)).insert({ ...row, updatedAt: createdAt, updatedBy: staffId });
    },
    NoticeEdited: (data, notice) => setNotice(notice, data, { texts: data.texts, pinned: data.pinned, expiresAt: when(data.expiresAt) }),
    NoticePublished: (data, notice) => setNotice(notice, data, { status: 'published', publishAt: new Date(data.publishAt) }),
    NoticeArchived: (data, notice) => setNotice(notice, data, { status: 'archived' }),
  }),
  READS_PREFIX,
);

const reads = streamProjection<NoticeReadsEvent>(READS_PREFIX, {
  NoticesRead: async ({ customerId, noticeIds, at }, { client }) => {
    if (noticeIds.length === 0) return;
    const rows = noticeIds.map((noticeId) => ({ customerId, noticeId, readAt: new Date(at) }));
    const noticeReads = (await engagementReadModels.on(client)).getRepository(NoticeRead);
    await noticeReads.createQueryBuilder().insert().values(rows).orIgnore().execute();
  },
});

/** Every notice as staff last left it, and what each customer has read. */
export const noticesProjection = defineInlineProjection({
  name: 'engagement-notices',
  owner: 'engagement',
  ...projectionOf(reads, notices),
  reset: engagementReadModels.emptied(Notice, NoticeRead),
});
