import { DomainError, type Decider } from '@meridian/decider';
import type { PerLanguage } from '../../shared/languages';
import { checkTexts, sameTexts, type PageText } from '../../shared/page-text';

/**
 * A page of content (docs/engagement.md, "Content"): the company profile, an agreement, a help article
 * or any other published page, written per language by staff. Staff edit a draft; publishing makes the
 * draft the next version readers see. An agreement every customer accepts (`acceptance: 'all'`: the user
 * agreement, the privacy policy) names with each version whether customers must accept it again at
 * their next login (`askAgain`); a typo fixed need not ask anyone. Archived, a page is not shown; a
 * later publish shows it again. Its slug and kind never change.
 */
export const CONTENT_KINDS = ['about', 'agreement', 'help', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export type Acceptance = 'all' | 'none';

/** Where a page is placed and how it is read: what it is created with, besides its id and texts. */
interface PagePlacement {
  slug: string;
  kind: ContentKind;
  legacyId: number | null;
  categoryId: string | null;
  position: number;
  acceptance: Acceptance;
}

export interface ContentPageState extends PagePlacement {
  pageId: string | null;
  status: 'none' | 'draft' | 'published' | 'archived';
  draft: PerLanguage<PageText>;
  version: number;
  published: PerLanguage<PageText> | null;
  /** The newest version customers must have accepted (0: none yet). */
  askedVersion: number;
}

type At = { staffId: string; at: string };
/** What a page is made with. */
type NewPage = PagePlacement & { pageId: string; texts: PerLanguage<PageText> };
/** What an edit of the draft changes. */
type DraftEdit = { texts: PerLanguage<PageText>; categoryId: string | null; position: number };

export type ContentPageEvent =
  | { type: 'ContentPageCreated'; data: At & NewPage }
  | { type: 'ContentPageEdited'; data: At & DraftEdit }
  | { type: 'ContentPagePublished'; data: At & { version: number; texts: PerLanguage<PageText>; askAgain: boolean } }
  | { type: 'ContentPageArchived'; data: At };

type Meta = { metadata: { now: string } };
type By = { staffId: string };
export type ContentPageCommand =
  | ({ type: 'CreateContentPage'; data: NewPage & By } & Meta)
  | ({ type: 'EditContentPage'; data: DraftEdit & By } & Meta)
  | ({ type: 'PublishContentPage'; data: { askAgain: boolean } & By } & Meta)
  | ({ type: 'ArchiveContentPage'; data: By } & Meta);

export const contentPageStreamPrefix = 'content-page-';
export const contentPageStream = (pageId: string) => `${contentPageStreamPrefix}${pageId}`;

/** A slug names a page in links (`/text?slug=...`): lower-case letters, digits and dashes. */
export const SLUG = /^[a-z0-9][a-z0-9-]{1,63}$/;

const initialState = (): ContentPageState => ({
  pageId: null,
  slug: '',
  kind: 'page',
  legacyId: null,
  categoryId: null,
  position: 0,
  acceptance: 'none',
  status: 'none',
  draft: {},
  version: 0,
  published: null,
  askedVersion: 0,
});

function placement(kind: ContentKind, categoryId: string | null, position: number): void {
  if (kind === 'help' && !categoryId) throw new DomainError('content.categoryRequired');
  if (!Number.isInteger(position) || position < 0 || position > 10_000) throw new DomainError('field.invalid', { field: 'position' });
}

function decide(command: ContentPageCommand, state: ContentPageState): ContentPageEvent[] {
  const at = command.metadata.now;
  const { staffId } = command.data;
  if (command.type === 'CreateContentPage') {
    if (state.pageId) throw new DomainError('content.exists');
    const { pageId, slug, kind, legacyId, categoryId, position, acceptance } = command.data;
    if (!SLUG.test(slug)) throw new DomainError('content.slugInvalid');
    if (!(CONTENT_KINDS as readonly string[]).includes(kind)) throw new DomainError('field.invalid', { field: 'kind' });
    if (acceptance === 'all' && kind !== 'agreement') throw new DomainError('field.invalid', { field: 'acceptance' });
    placement(kind, categoryId, position);
    const texts = checkTexts(command.data.texts);
    return [
      {
        type: 'ContentPageCreated',
        data: { pageId, slug, kind, legacyId, categoryId: kind === 'help' ? categoryId : null, position, acceptance, texts, staffId, at },
      },
    ];
  }
  if (!state.pageId) throw new DomainError('content.notFound');
  switch (command.type) {
    case 'EditContentPage': {
      const { categoryId, position } = command.data;
      placement(state.kind, categoryId, position);
      const texts = checkTexts(command.data.texts);
      const category = state.kind === 'help' ? categoryId : null;
      if (sameTexts(texts, state.draft) && category === state.categoryId && position === state.position) return [];
      return [{ type: 'ContentPageEdited', data: { texts, categoryId: category, position, staffId, at } }];
    }
    case 'PublishContentPage': {
      const texts = checkTexts(state.draft);
      if (state.status === 'published' && sameTexts(texts, state.published)) throw new DomainError('content.nothingToPublish');
      // The first version of an agreement everyone accepts is always asked; later ones when staff say so.
      const askAgain = state.acceptance === 'all' && (state.askedVersion === 0 || command.data.askAgain);
      return [{ type: 'ContentPagePublished', data: { version: state.version + 1, texts, askAgain, staffId, at } }];
    }
    case 'ArchiveContentPage':
      return state.status === 'archived' ? [] : [{ type: 'ContentPageArchived', data: { staffId, at } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: ContentPageState, event: ContentPageEvent): ContentPageState {
  switch (event.type) {
    case 'ContentPageCreated': {
      const { pageId, slug, kind, legacyId, categoryId, position, acceptance, texts } = event.data;
      return { ...state, pageId, slug, kind, legacyId, categoryId, position, acceptance, draft: texts, status: 'draft' };
    }
    case 'ContentPageEdited':
      return { ...state, draft: event.data.texts, categoryId: event.data.categoryId, position: event.data.position };
    case 'ContentPagePublished':
      return {
        ...state,
        status: 'published',
        version: event.data.version,
        published: event.data.texts,
        askedVersion: event.data.askAgain ? event.data.version : state.askedVersion,
      };
    case 'ContentPageArchived':
      return { ...state, status: 'archived' };
    default:
      return state;
  }
}

export const contentPageDecider: Decider<ContentPageCommand, ContentPageEvent, ContentPageState> = { decide, evolve, initialState };
