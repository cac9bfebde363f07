import { DeciderSpecification } from '@meridian/testing';
import { noticeDecider, noticeStatusAt, type NoticeCommand, type NoticeEvent } from './notice.decider';
import { noticeReadsDecider } from './notice-reads.decider';

const spec = DeciderSpecification.for(noticeDecider);
const now = '2026-03-01T00:00:00.000Z';
const later = '2026-03-02T00:00:00.000Z';
const en = { title: 'Maintenance', summary: 'Sunday 02:00', body: '<p>Short maintenance.</p>' };

const create = (overrides: object = {}): NoticeCommand => ({
  type: 'CreateNotice',
  data: { noticeId: 'n1', kind: 'notice', texts: { en }, pinned: false, expiresAt: null, staffId: 's1', ...overrides },
  metadata: { now },
});
const created: NoticeEvent = {
  type: 'NoticeCreated',
  data: { noticeId: 'n1', kind: 'notice', texts: { en }, pinned: false, expiresAt: null, staffId: 's1', at: now },
};
const publish = (publishAt: string | null): NoticeCommand => ({
  type: 'PublishNotice',
  data: { publishAt, staffId: 's1' },
  metadata: { now },
});
const published = (publishAt: string): NoticeEvent => ({ type: 'NoticePublished', data: { publishAt, staffId: 's1', at: now } });

describe('a notice', () => {
  it('is written as a draft, English required', () => {
    spec.given([]).when(create()).then([created]);
    spec
      .given([])
      .when(create({ texts: { hy: en } }))
      .thenThrows('content.englishRequired');
  });

  it('is published now, or scheduled for later', () => {
    spec
      .given([created])
      .when(publish(null))
      .then([published(now)]);
    spec
      .given([created])
      .when(publish(later))
      .then([published(later)]);
    spec
      .given([created])
      .when(publish('2026-02-01T00:00:00.000Z'))
      .then([published(now)]);
  });

  it('shows as scheduled until its time, then published, then expired', () => {
    const notice = { status: 'published' as const, publishAt: later, expiresAt: '2026-03-05T00:00:00.000Z' };
    expect(noticeStatusAt(notice, now)).toBe('scheduled');
    expect(noticeStatusAt(notice, later)).toBe('published');
    expect(noticeStatusAt(notice, '2026-03-05T00:00:00.000Z')).toBe('expired');
    expect(noticeStatusAt({ status: 'draft', publishAt: null, expiresAt: null }, later)).toBe('draft');
  });

  it('refuses an expiry before it is published', () => {
    spec
      .given([])
      .when(create({ expiresAt: '2026-02-28T00:00:00.000Z' }))
      .thenThrows('notices.expiryBeforePublish');
    const expiring: NoticeEvent = {
      type: 'NoticeCreated',
      data: { ...created.data, expiresAt: '2026-03-01T12:00:00.000Z' },
    } as NoticeEvent;
    spec.given([expiring]).when(publish(later)).thenThrows('notices.expiryBeforePublish');
  });

  it('is not published twice, and archived is final', () => {
    spec
      .given([created, published(now)])
      .when(publish(null))
      .thenThrows('notices.alreadyPublished');
    const archived: NoticeEvent = { type: 'NoticeArchived', data: { staffId: 's1', at: now } };
    spec.given([created, archived]).when(publish(null)).thenThrows('notices.archived');
  });
});

describe('what a customer has read', () => {
  const reads = DeciderSpecification.for(noticeReadsDecider);
  const mark = (noticeIds: string[]) => ({ type: 'MarkNoticesRead' as const, data: { customerId: 'c1', noticeIds }, metadata: { now } });
  it('records notices read once each', () => {
    reads
      .given([])
      .when(mark(['b', 'a', 'a']))
      .then([{ type: 'NoticesRead', data: { customerId: 'c1', noticeIds: ['a', 'b'], at: now } }]);
    reads
      .given([{ type: 'NoticesRead', data: { customerId: 'c1', noticeIds: ['a'], at: now } }])
      .when(mark(['a']))
      .thenNothingHappened();
  });
});
