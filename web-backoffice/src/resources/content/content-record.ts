import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { valuesOf } from '../../shared/api-values';
import { textsOfForm } from '../../shared/page-texts-inputs';

// `GET/POST/PUT /content-pages`, `/help-categories` (docs/engagement.md, "Content").
export type ContentPageRecord = RaRecord & ApiModel<'ContentPageStaffResponseDto'>;
export type HelpCategoryRecord = RaRecord & ApiModel<'HelpCategoryStaffResponseDto'>;

export const CONTENT_KINDS = valuesOf<ContentPageRecord['kind']>({ about: true, agreement: true, help: true, page: true });
export const CONTENT_STATUSES = valuesOf<ContentPageRecord['status']>({ draft: true, published: true, archived: true });

type PageForm = {
  slug?: string;
  kind?: ContentPageRecord['kind'];
  legacyId?: number | null;
  acceptance?: 'all' | 'none';
  categoryId?: string | null;
  position?: number | null;
  texts?: Record<string, { title?: string; summary?: string; body?: string }>;
};

type Edited = { categoryId?: string; position?: number; texts: ReturnType<typeof textsOfForm> };
export type ContentPageEditMatchesServer = Holds<FitsBodyOf<Edited, ApiBody<'EditContentPageRequestDto'>>>;

/** An edit: the texts written, the help category and the position. */
export const contentPageEdit = (form: PageForm): Edited => ({
  ...(form.categoryId ? { categoryId: form.categoryId } : {}),
  ...(typeof form.position === 'number' ? { position: form.position } : {}),
  texts: textsOfForm(form.texts),
});

/** A new page: its slug, kind, legacy id and acceptance, which never change, and the first draft. */
export const contentPageCreate = (form: PageForm) => ({
  ...contentPageEdit(form),
  slug: String(form.slug ?? '').trim(),
  kind: form.kind ?? 'page',
  ...(form.legacyId ? { legacyId: form.legacyId } : {}),
  ...(form.kind === 'agreement' && form.acceptance ? { acceptance: form.acceptance } : {}),
});

export const pagePublishable = (record: RaRecord) => Boolean(record.unpublishedChanges);
export const pageArchivable = (record: RaRecord) => record.status !== 'archived';

type CategoryForm = { titles?: Record<string, string | undefined>; position?: number | null };

/** A category's names (the languages written) and its place. */
export const helpCategoryChange = (form: CategoryForm) => ({
  titles: Object.fromEntries(
    Object.entries(form.titles ?? {}).flatMap(([lang, title]) => (title?.trim() ? [[lang, title.trim()]] : [])),
  ) as { en: string },
  ...(typeof form.position === 'number' ? { position: form.position } : {}),
});
export type HelpCategoryMatchesServer = Holds<FitsBodyOf<ReturnType<typeof helpCategoryChange>, ApiBody<'SaveHelpCategoryRequestDto'>>>;
