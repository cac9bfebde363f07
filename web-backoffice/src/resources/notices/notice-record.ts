import type { ApiBody, ApiModel, ApiQuery, FitsBodyOf, Holds } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { valuesOf } from '../../shared/api-values';
import { textsOfForm } from '../../shared/page-texts-inputs';

// `GET/POST/PUT /notices` (docs/engagement.md, "Notices"): texts per language, pinned, an expiry; published or scheduled.
export type NoticeRecord = RaRecord & ApiModel<'NoticeStaffResponseDto'>;
export type NoticeStatus = NoticeRecord['status'];

export const NOTICE_KINDS = valuesOf<NoticeRecord['kind']>({ notice: true, news: true, banner: true });
export const NOTICE_STATUSES = valuesOf<NonNullable<ApiQuery<'/api/v1/admin/notices'>['status']>>({
  draft: true,
  scheduled: true,
  published: true,
  expired: true,
  archived: true,
});

type NoticeForm = {
  kind?: NoticeRecord['kind'];
  pinned?: boolean;
  expiresAt?: string | Date | null;
  texts?: Record<string, { title?: string; summary?: string; body?: string }>;
};

export type NoticeChange = ReturnType<typeof noticeChange>;
export type NoticeChangeMatchesServer = Holds<FitsBodyOf<Omit<NoticeChange, 'kind'>, ApiBody<'EditNoticeRequestDto'>>>;

/** What the API takes: the languages written, pinned or not, the expiry as an instant (none: never). */
export const noticeChange = (form: NoticeForm) => ({
  ...(form.kind ? { kind: form.kind } : {}),
  pinned: form.pinned === true,
  expiresAt: form.expiresAt ? new Date(form.expiresAt).toISOString() : null,
  texts: textsOfForm(form.texts),
});

export const publishable = (record: RaRecord) => ['draft', 'scheduled'].includes(String(record.status));
export const archivable = (record: RaRecord) => record.status !== 'archived';
