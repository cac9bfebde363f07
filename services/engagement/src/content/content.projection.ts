import { defineInlineProjection, projectionOf, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import { agreementsStream, type AgreementAcceptanceEvent } from './domain/agreement-acceptance.decider';
import { contentPageStreamPrefix, type ContentPageEvent } from './domain/content-page.decider';
import { helpCategoryStreamPrefix, type HelpCategoryEvent } from './domain/help-category.decider';
import { engagementReadModels } from '../engagement.read-models';
import { AgreementAcceptance } from './read-models/agreement-acceptance.entity';
import { ContentPageVersion } from './read-models/content-page-version.entity';
import { ContentPage } from './read-models/content-page.entity';
import { HelpCategory } from './read-models/help-category.entity';

const modelsOn = ({ client }: ProjectedStream) => engagementReadModels.on(client);

/** Updates a page's row with what the event changed, and who changed it when. */
const setPage = async (page: ProjectedStream, { at, staffId }: { at: string; staffId: string }, changes: Partial<ContentPage>) => {
  await (await modelsOn(page)).getRepository(ContentPage).update(page.id, { ...changes, updatedAt: new Date(at), updatedBy: staffId });
};

const pages = streamProjection<ContentPageEvent>(contentPageStreamPrefix, {
  ContentPageCreated: async ({ slug, kind, legacyId, categoryId, position, acceptance, texts, staffId, at }, page) => {
    const placement = { slug, kind, legacyId, categoryId, position, acceptance };
    const row = { pageId: page.id, ...placement, status: 'draft' as const, draft: texts, updatedAt: new Date(at), updatedBy: staffId };
    await (await modelsOn(page)).getRepository(ContentPage).insert(row);
  },
  ContentPageEdited: (data, page) => setPage(page, data, { draft: data.texts, categoryId: data.categoryId, position: data.position }),
  ContentPagePublished: async (data, page) => {
    const { version, texts, askAgain, staffId, at } = data;
    const publishedAt = new Date(at);
    // A version published without asking again leaves the version customers must have accepted as it was.
    await setPage(page, data, { status: 'published', version, published: texts, publishedAt, ...(askAgain ? { askedVersion: version } : {}) });
    const versions = (await modelsOn(page)).getRepository(ContentPageVersion);
    await versions.insert({ pageId: page.id, version, texts, askAgain, publishedAt, publishedBy: staffId });
  },
  ContentPageArchived: (data, page) => setPage(page, data, { status: 'archived' }),
});

const helpCategories = streamProjection<HelpCategoryEvent>(helpCategoryStreamPrefix, {
  HelpCategorySaved: async ({ categoryId, titles, position, staffId, at }, category) => {
    const row = { categoryId, titles, position, updatedAt: new Date(at), updatedBy: staffId };
    await (await modelsOn(category)).getRepository(HelpCategory).upsert(row, ['categoryId']);
  },
});

const acceptances = streamProjection<AgreementAcceptanceEvent>(agreementsStream(''), {
  AgreementAccepted: async ({ customerId, pageId, slug, version, via, at }, customer) => {
    const row = { customerId, pageId, slug, version, via, acceptedAt: new Date(at) };
    await (await modelsOn(customer)).getRepository(AgreementAcceptance).createQueryBuilder().insert().values(row).orIgnore().execute();
  },
});

/** The pages, their published versions, the help categories and the acceptances, as the events left them. */
export const contentProjection = defineInlineProjection({
  name: 'engagement-content',
  owner: 'engagement',
  ...projectionOf(pages, helpCategories, acceptances),
  reset: engagementReadModels.emptied(ContentPage, ContentPageVersion, HelpCategory, AgreementAcceptance),
});
