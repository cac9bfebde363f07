import type { ClientBase } from 'pg';
import { exceptStreams, projectionOf, streamProjection } from './stream-projection';
import type { RecordedEvent } from './types';

type NoticeEvent = { type: 'NoticeCreated'; data: { title: string } };
type ReadsEvent = { type: 'NoticesRead'; data: { noticeIds: string[] } };

const recorded = (streamId: string, type: string, data: unknown) => ({ streamId, type, data }) as RecordedEvent;
const client = {} as ClientBase;

describe('a projection of kinds of stream', () => {
  const seen: string[] = [];
  const notices = streamProjection<NoticeEvent>('notice-', {
    NoticeCreated: async ({ title }, { id }) => seen.push(`notice ${id}: ${title}`),
  });
  const reads = streamProjection<ReadsEvent>('notice-reads-', {
    NoticesRead: async ({ noticeIds }, { id }) => seen.push(`reads ${id}: ${noticeIds.join()}`),
  });
  beforeEach(() => seen.splice(0));

  it('gives a part whose prefix is shorter the events of a longer one it has no handler for: an error, never skipped', async () => {
    await expect(
      projectionOf(reads, notices).handle([recorded('notice-reads-ann', 'NoticesRead', { noticeIds: ['n1'] })], client),
    ).rejects.toThrow('no handler of NoticesRead on notice-reads-ann');
  });

  it('leaves a part the streams another part owns under a longer prefix, in log order', async () => {
    const projection = projectionOf(reads, exceptStreams(notices, 'notice-reads-'));
    expect(projection.canHandle).toEqual(['NoticesRead', 'NoticeCreated']);
    await projection.handle(
      [
        recorded('notice-n1', 'NoticeCreated', { title: 'Hello' }),
        recorded('notice-reads-ann', 'NoticesRead', { noticeIds: ['n1'] }),
        recorded('other-1', 'NoticeCreated', { title: 'x' }),
      ],
      client,
    );
    expect(seen).toEqual(['notice n1: Hello', 'reads ann: n1']);
  });
});
