import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import { agreementsStream, type AgreementAcceptanceEvent } from './domain/agreement-acceptance.decider';
import { contentPageStreamPrefix, type ContentPageEvent } from './domain/content-page.decider';
import { helpCategoryStreamPrefix, type HelpCategoryEvent } from './domain/help-category.decider';

type ContentEvent = ContentPageEvent | HelpCategoryEvent | AgreementAcceptanceEvent;

const CONTENT_EVENT_TYPES = Object.keys({
  ContentPageCreated: true,
  ContentPageEdited: true,
  ContentPagePublished: true,
  ContentPageArchived: true,
  HelpCategorySaved: true,
  AgreementAccepted: true,
} satisfies Record<ContentEvent['type'], true>) as ContentEvent['type'][];

async function projectPage(client: ClientBase, pageId: string, event: ContentPageEvent): Promise<void> {
  const { staffId, at } = event.data;
  switch (event.type) {
    case 'ContentPageCreated': {
      const { slug, kind, legacyId, categoryId, position, acceptance, texts } = event.data;
      await client.query(
        `INSERT INTO content_pages (page_id, slug, kind, legacy_id, category_id, position, acceptance, status, draft, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'draft', $8, $9, $10)`,
        [pageId, slug, kind, legacyId, categoryId, position, acceptance, JSON.stringify(texts), at, staffId],
      );
      return;
    }
    case 'ContentPageEdited':
      await client.query(
        'UPDATE content_pages SET draft = $2, category_id = $3, position = $4, updated_at = $5, updated_by = $6 WHERE page_id = $1',
        [pageId, JSON.stringify(event.data.texts), event.data.categoryId, event.data.position, at, staffId],
      );
      return;
    case 'ContentPagePublished': {
      const { version, texts, askAgain } = event.data;
      await client.query(
        `UPDATE content_pages SET status = 'published', version = $2, published = $3, published_at = $4, updated_at = $4, updated_by = $5,
                asked_version = CASE WHEN $6 THEN $2 ELSE asked_version END
          WHERE page_id = $1`,
        [pageId, version, JSON.stringify(texts), at, staffId, askAgain],
      );
      await client.query(
        'INSERT INTO content_page_versions (page_id, version, texts, ask_again, published_at, published_by) VALUES ($1, $2, $3, $4, $5, $6)',
        [pageId, version, JSON.stringify(texts), askAgain, at, staffId],
      );
      return;
    }
    case 'ContentPageArchived':
      await client.query("UPDATE content_pages SET status = 'archived', updated_at = $2, updated_by = $3 WHERE page_id = $1", [
        pageId,
        at,
        staffId,
      ]);
      return;
    default:
      return;
  }
}

export async function projectContent(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as ContentEvent;
    if (recorded.streamId.startsWith(contentPageStreamPrefix))
      await projectPage(client, recorded.streamId.slice(contentPageStreamPrefix.length), event as ContentPageEvent);
    else if (event.type === 'HelpCategorySaved' && recorded.streamId.startsWith(helpCategoryStreamPrefix)) {
      const { categoryId, titles, position, staffId, at } = event.data;
      await client.query(
        `INSERT INTO help_categories (category_id, titles, position, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (category_id) DO UPDATE SET titles = EXCLUDED.titles, position = EXCLUDED.position, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
        [categoryId, JSON.stringify(titles), position, at, staffId],
      );
    } else if (event.type === 'AgreementAccepted' && recorded.streamId === agreementsStream(event.data.customerId)) {
      const { customerId, pageId, slug, version, via, at } = event.data;
      await client.query(
        'INSERT INTO agreement_acceptances (customer_id, page_id, slug, version, via, accepted_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
        [customerId, pageId, slug, version, via, at],
      );
    }
  }
}

/** The pages, their published versions, the help categories and the acceptances, as the events left them. */
export const contentProjection = defineInlineProjection({
  name: 'engagement-content',
  owner: 'engagement',
  canHandle: CONTENT_EVENT_TYPES,
  handle: projectContent,
  reset: async (client) => {
    await client.query('DELETE FROM content_pages');
    await client.query('DELETE FROM content_page_versions');
    await client.query('DELETE FROM help_categories');
    await client.query('DELETE FROM agreement_acceptances');
  },
});
