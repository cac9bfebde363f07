import { defineInlineProjection, emptyTables, projectionOf, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import { agreementsStream, type AgreementAcceptanceEvent } from './domain/agreement-acceptance.decider';
import { contentPageStreamPrefix, type ContentPageEvent } from './domain/content-page.decider';
import { helpCategoryStreamPrefix, type HelpCategoryEvent } from './domain/help-category.decider';

/** Updates a page's row as the staff member left it; `$1` to `$3` are always the page, the time and the staff member. */
const setPage = ({ id, client }: ProjectedStream, { at, staffId }: { at: string; staffId: string }, sql: string, params: unknown[] = []) =>
  client.query(`UPDATE content_pages SET ${sql}, updated_at = $2, updated_by = $3 WHERE page_id = $1`, [id, at, staffId, ...params]);

const pages = streamProjection<ContentPageEvent>(contentPageStreamPrefix, {
  ContentPageCreated: ({ slug, kind, legacyId, categoryId, position, acceptance, texts, staffId, at }, { id, client }) =>
    client.query(
      `INSERT INTO content_pages (page_id, slug, kind, legacy_id, category_id, position, acceptance, status, draft, updated_at, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'draft', $8, $9, $10)`,
      [id, slug, kind, legacyId, categoryId, position, acceptance, JSON.stringify(texts), at, staffId],
    ),
  ContentPageEdited: (data, page) =>
    setPage(page, data, 'draft = $4, category_id = $5, position = $6', [JSON.stringify(data.texts), data.categoryId, data.position]),
  ContentPagePublished: async (data, page) => {
    const { version, texts, askAgain, staffId, at } = data;
    await setPage(
      page,
      data,
      "status = 'published', version = $4, published = $5, published_at = $2, asked_version = CASE WHEN $6 THEN $4 ELSE asked_version END",
      [version, JSON.stringify(texts), askAgain],
    );
    await page.client.query(
      'INSERT INTO content_page_versions (page_id, version, texts, ask_again, published_at, published_by) VALUES ($1, $2, $3, $4, $5, $6)',
      [page.id, version, JSON.stringify(texts), askAgain, at, staffId],
    );
  },
  ContentPageArchived: (data, page) => setPage(page, data, "status = 'archived'"),
});

const helpCategories = streamProjection<HelpCategoryEvent>(helpCategoryStreamPrefix, {
  HelpCategorySaved: ({ categoryId, titles, position, staffId, at }, { client }) =>
    client.query(
      `INSERT INTO help_categories (category_id, titles, position, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (category_id) DO UPDATE SET titles = EXCLUDED.titles, position = EXCLUDED.position, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [categoryId, JSON.stringify(titles), position, at, staffId],
    ),
});

const acceptances = streamProjection<AgreementAcceptanceEvent>(agreementsStream(''), {
  AgreementAccepted: ({ customerId, pageId, slug, version, via, at }, { client }) =>
    client.query(
      'INSERT INTO agreement_acceptances (customer_id, page_id, slug, version, via, accepted_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
      [customerId, pageId, slug, version, via, at],
    ),
});

/** The pages, their published versions, the help categories and the acceptances, as the events left them. */
export const contentProjection = defineInlineProjection({
  name: 'engagement-content',
  owner: 'engagement',
  ...projectionOf(pages, helpCategories, acceptances),
  reset: emptyTables('content_pages', 'content_page_versions', 'help_categories', 'agreement_acceptances'),
});
