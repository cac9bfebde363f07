import { DeciderSpecification } from '@meridian/testing';
import { contentPageDecider, type ContentPageCommand, type ContentPageEvent } from './content-page.decider';

const spec = DeciderSpecification.for(contentPageDecider);
const now = '2026-03-01T00:00:00.000Z';
const en = { title: 'User Agreement', summary: '', body: '<p>Terms</p>' };
const ja = { title: '利用規約', summary: '', body: '<p>規約</p>' };

type NewPage = Extract<ContentPageCommand, { type: 'CreateContentPage' }>['data'];
const page: NewPage = {
  pageId: 'p1',
  slug: 'user-agreement',
  kind: 'agreement',
  legacyId: 3,
  categoryId: null,
  position: 0,
  acceptance: 'all',
  texts: { en },
  staffId: 's1',
};
const create = (overrides: Partial<NewPage> = {}): ContentPageCommand => ({
  type: 'CreateContentPage',
  data: { ...page, ...overrides },
  metadata: { now },
});
const created: ContentPageEvent = { type: 'ContentPageCreated', data: { ...page, at: now } };
const publish = (askAgain = false): ContentPageCommand => ({
  type: 'PublishContentPage',
  data: { askAgain, staffId: 's2' },
  metadata: { now },
});
const published = (version: number, texts: object, askAgain: boolean): ContentPageEvent => ({
  type: 'ContentPagePublished',
  data: { version, texts, askAgain, staffId: 's2', at: now },
});
const edit = (texts: object): ContentPageCommand => ({
  type: 'EditContentPage',
  data: { texts, categoryId: null, position: 0, staffId: 's1' },
  metadata: { now },
});
const edited = (texts: object): ContentPageEvent => ({
  type: 'ContentPageEdited',
  data: { texts, categoryId: null, position: 0, staffId: 's1', at: now },
});

describe('a content page', () => {
  it('is created as a draft with its English text', () => spec.given([]).when(create()).then([created]));

  it('needs English, the language every other falls back to', () =>
    spec
      .given([])
      .when(create({ texts: { jp: ja } }))
      .thenThrows('content.englishRequired'));

  it('never carries a script or an event handler, whatever reached the command', () => {
    spec
      .given([])
      .when(create({ texts: { en: { ...en, body: '<p>x</p><script>alert(1)</script>' } } }))
      .thenThrows('content.unsafeHtml');
    spec
      .given([])
      .when(create({ texts: { en: { ...en, body: '<img src="x" onerror="alert(1)">' } } }))
      .thenThrows('content.unsafeHtml');
  });

  it('refuses a slug that is not lower-case letters, digits and dashes', () =>
    spec
      .given([])
      .when(create({ slug: 'User Agreement' }))
      .thenThrows('content.slugInvalid'));

  it('puts a help article in a category', () =>
    spec
      .given([])
      .when(create({ kind: 'help', acceptance: 'none' }))
      .thenThrows('content.categoryRequired'));

  it('asks every customer to accept the first version of an agreement everyone accepts', () =>
    spec
      .given([created])
      .when(publish())
      .then([published(1, { en }, true)]));

  it('asks again for a later version only when staff say so', () => {
    spec
      .given([created, published(1, { en }, true), edited({ en, jp: ja })])
      .when(publish(false))
      .then([published(2, { en, jp: ja }, false)]);
    spec
      .given([created, published(1, { en }, true), edited({ en, jp: ja })])
      .when(publish(true))
      .then([published(2, { en, jp: ja }, true)]);
  });

  it('has nothing to publish when the draft is the published text', () =>
    spec
      .given([created, published(1, { en }, true)])
      .when(publish())
      .thenThrows('content.nothingToPublish'));

  it('records nothing for an edit that changes nothing', () => spec.given([created]).when(edit({ en })).thenNothingHappened());

  it('is archived once and may be published again', () => {
    const archived: ContentPageEvent = { type: 'ContentPageArchived', data: { staffId: 's1', at: now } };
    spec
      .given([created, published(1, { en }, true)])
      .when({ type: 'ArchiveContentPage', data: { staffId: 's1' }, metadata: { now } })
      .then([archived]);
    spec
      .given([created, published(1, { en }, true), archived])
      .when({ type: 'ArchiveContentPage', data: { staffId: 's1' }, metadata: { now } })
      .thenNothingHappened();
    spec
      .given([created, published(1, { en }, true), archived])
      .when(publish())
      .then([published(2, { en }, false)]);
  });

  it('cannot be edited before it exists', () => spec.given([]).when(edit({ en })).thenThrows('content.notFound'));
});
