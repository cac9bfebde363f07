import { DeciderSpecification } from '@meridian/testing';
import { inboxDecider, unreadOf, type InboxCommand, type InboxEvent } from './inbox.decider';
import { canMute, categoryOf } from './inbox-kinds';

const spec = DeciderSpecification.for(inboxDecider);
const now = '2026-03-01T00:00:00.000Z';
const customerId = 'c1';

const deliver = (messageId: string, kind: 'depositCredited' | 'c2cMatched' | 'verificationApproved' = 'depositCredited'): InboxCommand => ({
  type: 'DeliverInboxMessage',
  data: { customerId, messageId, kind, params: { id: 'd1' }, cause: `event-${messageId}` },
  metadata: { now },
});
const delivered = (messageId: string, kind: 'depositCredited' | 'c2cMatched' | 'verificationApproved' = 'depositCredited'): InboxEvent => ({
  type: 'InboxMessageDelivered',
  data: { customerId, messageId, kind, category: categoryOf(kind), params: { id: 'd1' }, cause: `event-${messageId}`, at: now },
});
const read = (messageIds: string[]): InboxEvent => ({ type: 'InboxMessagesRead', data: { customerId, messageIds, at: now } });
const archived = (messageId: string): InboxEvent => ({ type: 'InboxMessageArchived', data: { customerId, messageId, at: now } });
const muted = (categories: ('orders')[]): InboxEvent => ({ type: 'InboxPreferencesChanged', data: { customerId, muted: categories, at: now } });
const command = (type: 'ReadInboxMessage' | 'ArchiveInboxMessage', messageId: string): InboxCommand => ({ type, data: { customerId, messageId }, metadata: { now } });
const setMuted = (categories: string[]): InboxCommand => ({ type: 'SetInboxPreferences', data: { customerId, muted: categories }, metadata: { now } });

describe('a personal inbox', () => {
  it('delivers a message once: the same message again changes nothing', () => {
    spec.given([]).when(deliver('m1')).then([delivered('m1')]);
    spec.given([delivered('m1')]).when(deliver('m1')).then([]);
  });

  it('delivers nothing of a muted category, but security and money always', () => {
    spec.given([muted(['orders'])]).when(deliver('m1', 'c2cMatched')).then([]);
    spec.given([muted(['orders'])]).when(deliver('m2', 'verificationApproved')).then([delivered('m2', 'verificationApproved')]);
    spec.given([muted(['orders'])]).when(deliver('m3')).then([delivered('m3')]);
  });

  it('refuses to mute security or money movements, and an unknown category', () => {
    spec.given([]).when(setMuted(['security'])).thenThrows('inbox.cannotMute');
    spec.given([]).when(setMuted(['money'])).thenThrows('inbox.cannotMute');
    spec.given([]).when(setMuted(['gossip'])).thenThrows('inbox.unknownCategory');
    spec.given([]).when(setMuted(['orders', 'orders'])).then([muted(['orders'])]);
    spec.given([muted(['orders'])]).when(setMuted(['orders'])).then([]);
    expect([canMute('security'), canMute('money'), canMute('orders')]).toEqual([false, false, true]);
  });

  it('reads a message once, and only one it holds (another customer’s is not found)', () => {
    spec.given([delivered('m1')]).when(command('ReadInboxMessage', 'm1')).then([read(['m1'])]);
    spec.given([delivered('m1'), read(['m1'])]).when(command('ReadInboxMessage', 'm1')).then([]);
    spec.given([delivered('m1')]).when(command('ReadInboxMessage', 'other')).thenThrows('inbox.notFound');
  });

  it('reads all the unread messages not archived', () => {
    spec
      .given([delivered('m1'), delivered('m2'), delivered('m3'), read(['m1']), archived('m3')])
      .when({ type: 'ReadAllInboxMessages', data: { customerId }, metadata: { now } })
      .then([read(['m2'])]);
    spec.given([delivered('m1'), read(['m1'])]).when({ type: 'ReadAllInboxMessages', data: { customerId }, metadata: { now } }).then([]);
  });

  it('archives a message once', () => {
    spec.given([delivered('m1')]).when(command('ArchiveInboxMessage', 'm1')).then([archived('m1')]);
    spec.given([delivered('m1'), archived('m1')]).when(command('ArchiveInboxMessage', 'm1')).then([]);
    spec.given([]).when(command('ArchiveInboxMessage', 'm1')).thenThrows('inbox.notFound');
  });

  it('counts unread messages not archived', () => {
    const state = [delivered('m1'), delivered('m2'), delivered('m3'), read(['m1']), archived('m2')].reduce(inboxDecider.evolve, inboxDecider.initialState());
    expect(unreadOf(state)).toBe(1);
  });
});
