import type { Decider } from '@meridian/decider';

/**
 * What a customer has read (`notice-reads-<customerId>`): opening a notice marks it read, "read all"
 * marks every one they can see. A notice read before changes nothing. The personal inbox keeps its
 * own reads beside these.
 */
export type NoticeReadsEvent = { type: 'NoticesRead'; data: { customerId: string; noticeIds: string[]; at: string } };
export type NoticeReadsCommand = { type: 'MarkNoticesRead'; data: { customerId: string; noticeIds: string[] }; metadata: { now: string } };
export type NoticeReadsState = ReadonlySet<string>;

export const noticeReadsStream = (customerId: string) => `notice-reads-${customerId}`;

export const noticeReadsDecider: Decider<NoticeReadsCommand, NoticeReadsEvent, NoticeReadsState> = {
  initialState: () => new Set<string>(),
  decide: (command, state) => {
    const unread = [...new Set(command.data.noticeIds)].filter((id) => !state.has(id)).sort();
    return unread.length === 0
      ? []
      : [{ type: 'NoticesRead', data: { customerId: command.data.customerId, noticeIds: unread, at: command.metadata.now } }];
  },
  evolve: (state, event) => new Set([...state, ...event.data.noticeIds]),
};
