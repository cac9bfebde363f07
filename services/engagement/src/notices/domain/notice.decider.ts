import { DomainError, type Decider } from '@meridian/decider';
import type { PerLanguage } from '../../shared/languages';
import { checkTexts, type PageText } from '../../shared/page-text';

/**
 * A notice, a news flash or a banner (docs/engagement.md, "Notices"), written per language by staff.
 * A draft is published at once or scheduled for a time; from its publish time until its expiry (if
 * any) customers see it, pinned ones first; archived, it is gone. Readers whose language is missing
 * read the English text, which every published notice has.
 */
export const NOTICE_KINDS = ['notice', 'news', 'banner'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What the stream records; `published` becomes what readers see once `publishAt` has come (noticeStatusAt). */
export type StoredNoticeStatus = 'none' | 'draft' | 'published' | 'archived';
/** What staff and readers see at a moment. */
export type NoticeStatus = 'draft' | 'scheduled' | 'published' | 'expired' | 'archived';

export interface NoticeState {
  noticeId: string | null;
  kind: NoticeKind;
  status: StoredNoticeStatus;
  texts: PerLanguage<PageText>;
  pinned: boolean;
  publishAt: string | null;
  expiresAt: string | null;
}

type At = { staffId: string; at: string };
type Editable = { texts: PerLanguage<PageText>; pinned: boolean; expiresAt: string | null };
export type NoticeEvent =
  | { type: 'NoticeCreated'; data: At & Editable & { noticeId: string; kind: NoticeKind } }
  | { type: 'NoticeEdited'; data: At & Editable }
  | { type: 'NoticePublished'; data: At & { publishAt: string } }
  | { type: 'NoticeArchived'; data: At };

type Meta = { metadata: { now: string } };
export type NoticeCommand =
  | ({ type: 'CreateNotice'; data: Editable & { noticeId: string; kind: NoticeKind; staffId: string } } & Meta)
  | ({ type: 'EditNotice'; data: Editable & { staffId: string } } & Meta)
  | ({ type: 'PublishNotice'; data: { publishAt: string | null; staffId: string } } & Meta)
  | ({ type: 'ArchiveNotice'; data: { staffId: string } } & Meta);

export const noticeStreamPrefix = 'notice-';
export const noticeStream = (noticeId: string) => `${noticeStreamPrefix}${noticeId}`;

const time = (value: string) => new Date(value).getTime();

function checkExpiry(expiresAt: string | null, from: string): string | null {
  if (expiresAt === null) return null;
  if (Number.isNaN(time(expiresAt))) throw new DomainError('field.invalid', { field: 'expiresAt' });
  if (time(expiresAt) <= time(from)) throw new DomainError('notices.expiryBeforePublish');
  return new Date(expiresAt).toISOString();
}

/** A notice's status at `now`: scheduled until its publish time, expired after its expiry. */
export function noticeStatusAt(notice: Pick<NoticeState, 'status' | 'publishAt' | 'expiresAt'>, now: string): NoticeStatus {
  if (notice.status === 'archived') return 'archived';
  if (notice.status !== 'published' || !notice.publishAt) return 'draft';
  if (time(notice.publishAt) > time(now)) return 'scheduled';
  if (notice.expiresAt && time(notice.expiresAt) <= time(now)) return 'expired';
  return 'published';
}

function decide(command: NoticeCommand, state: NoticeState): NoticeEvent[] {
  const at = command.metadata.now;
  const { staffId } = command.data;
  if (command.type === 'CreateNotice') {
    if (state.noticeId) throw new DomainError('notices.exists');
    const { noticeId, kind, pinned } = command.data;
    if (!(NOTICE_KINDS as readonly string[]).includes(kind)) throw new DomainError('field.invalid', { field: 'kind' });
    const texts = checkTexts(command.data.texts);
    return [
      {
        type: 'NoticeCreated',
        data: { noticeId, kind, texts, pinned: pinned === true, expiresAt: checkExpiry(command.data.expiresAt, at), staffId, at },
      },
    ];
  }
  if (!state.noticeId) throw new DomainError('notices.notFound');
  if (state.status === 'archived') throw new DomainError('notices.archived');
  switch (command.type) {
    case 'EditNotice': {
      const texts = checkTexts(command.data.texts);
      const expiresAt = checkExpiry(command.data.expiresAt, state.publishAt && time(state.publishAt) > time(at) ? state.publishAt : at);
      return [{ type: 'NoticeEdited', data: { texts, pinned: command.data.pinned === true, expiresAt, staffId, at } }];
    }
    case 'PublishNotice': {
      const status = noticeStatusAt(state, at);
      if (status === 'published' || status === 'expired') throw new DomainError('notices.alreadyPublished');
      const asked = command.data.publishAt;
      if (asked !== null && Number.isNaN(time(asked))) throw new DomainError('field.invalid', { field: 'publishAt' });
      // A time already past publishes now.
      const publishAt = asked !== null && time(asked) > time(at) ? new Date(asked).toISOString() : at;
      if (state.expiresAt && time(state.expiresAt) <= time(publishAt)) throw new DomainError('notices.expiryBeforePublish');
      return [{ type: 'NoticePublished', data: { publishAt, staffId, at } }];
    }
    case 'ArchiveNotice':
      return [{ type: 'NoticeArchived', data: { staffId, at } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: NoticeState, event: NoticeEvent): NoticeState {
  switch (event.type) {
    case 'NoticeCreated': {
      const { noticeId, kind, texts, pinned, expiresAt } = event.data;
      return { ...state, noticeId, kind, texts, pinned, expiresAt, status: 'draft' };
    }
    case 'NoticeEdited':
      return { ...state, texts: event.data.texts, pinned: event.data.pinned, expiresAt: event.data.expiresAt };
    case 'NoticePublished':
      return { ...state, status: 'published', publishAt: event.data.publishAt };
    case 'NoticeArchived':
      return { ...state, status: 'archived' };
    default:
      return state;
  }
}

export const noticeDecider: Decider<NoticeCommand, NoticeEvent, NoticeState> = {
  decide,
  evolve,
  initialState: () => ({ noticeId: null, kind: 'notice', status: 'none', texts: {}, pinned: false, publishAt: null, expiresAt: null }),
};
