import { EVENT_STORE } from '@meridian/runtime';
import type { EventStore } from '@meridian/eventstore';
import { resetAndRebuild } from '@meridian/testing';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { call } from '../support/funding';

/**
 * Content and notices (docs/engagement.md): the starting content in 8 languages, HTML from staff
 * sanitised on the server before it is stored, English where a language is missing, a notice scheduled
 * on a simulated clock and its expiry, read and unread per customer, an agreement asked again at the
 * next login after staff publish a new version, and staff's lists of pages, categories and notices.
 */
let platform: TestPlatform;
let api: Client;
let support: string;
const HOUR = 3_600_000;

const get = (path: string, token: string | null = null) =>
  fetch(`${platform.url}/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as { code: number; message: string; data: any },
  }));
const staffCall = (method: string, path: string, body?: unknown) => api.admin<any>(method, path, support, body);
const texts = (en: { title: string; body: string }, more: Record<string, { title: string; body: string }> = {}) => ({ en, ...more });

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  const admin = await api.staffToken();
  await api.admin('POST', '/staff', admin, { email: 'writer@test.local', name: 'writer', password: 'writer-pass-1', roles: ['support'] });
  support = await api.staffToken('writer@test.local', 'writer-pass-1');
});
afterAll(() => platform.stop());

describe('starting content', () => {
  it('has the agreements, the company profile and the help centre in every language', async () => {
    const agreement = await get('/content/user-agreement?lang=jp');
    expect(agreement.body.data).toMatchObject({
      slug: 'user-agreement',
      kind: 'agreement',
      legacyId: 3,
      version: 1,
      lang: 'jp',
      fallback: false,
      title: '利用規約',
    });
    expect(agreement.body.data.body).toContain('<h2>1. お客様の口座</h2>');
    expect((await get('/content/5?lang=ft')).body.data).toMatchObject({ slug: 'privacy-policy', title: '隱私權政策' });
    expect((await get('/content/1?lang=hy')).body.data).toMatchObject({ slug: 'about', title: 'Meridian 소개' });
    for (const lang of ['en', 'xby', 'jp', 'hy', 'ty', 'yn', 'zh', 'ft']) {
      const help = (await get(`/help?lang=${lang}`)).body.data;
      expect(help.categories).toHaveLength(3);
      expect(help.categories.flatMap((category: { articles: unknown[] }) => category.articles)).toHaveLength(6);
    }
  });

  it('searches the help centre in the reader’s language', async () => {
    const found = (await get('/help?lang=en&q=authenticator')).body.data;
    expect(found.categories.map((c: { title: string }) => c.title)).toEqual(['Security']);
    expect(found.categories[0].articles.map((a: { slug: string }) => a.slug)).toEqual(['authenticator']);
    const inChinese = (await get(`/help?lang=zh&q=${encodeURIComponent('提现')}`)).body.data;
    expect(inChinese.categories.flatMap((c: { articles: { slug: string }[] }) => c.articles.map((article) => article.slug))).toEqual([
      'verify-identity',
      'withdrawals',
      'authenticator',
    ]);
  });

  it('answers a page that does not exist with 404 in the reader’s language', async () => {
    const missing = await get('/content/no-such-page?lang=xby');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Esta página no existe');
  });
});

describe('pages staff write', () => {
  it('are sanitised on the server before anything is stored: no script, no event handler', async () => {
    const created = await staffCall('POST', '/content-pages', {
      slug: 'fees',
      kind: 'page',
      texts: texts({
        title: 'Fees',
        body: '<p onclick="steal()">Zero fees<script>alert(1)</script></p><img src="https://cdn.example/x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.texts.en.body).toBe(
      '<p>Zero fees</p><img src="https://cdn.example/x.png" /><a rel="noopener noreferrer" target="_blank">x</a>',
    );
    const { rows } = await platform.db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE data::text ~* '(<script|onerror|onclick|javascript:)'",
    );
    expect(rows[0]!.n).toBe(0);
    expect((await get('/content/fees')).status).toBe(404);
    expect((await staffCall('POST', `/content-pages/${created.body.data.id}/publish`, {})).body.data).toMatchObject({
      status: 'published',
      version: 1,
    });
    expect((await get('/content/fees')).body.data.body).not.toMatch(/script|onerror/);
  });

  it('give readers of a missing language the English text, and say so', async () => {
    const page = (await get('/content/fees?lang=ty')).body.data;
    expect(page).toMatchObject({ lang: 'en', fallback: true, title: 'Fees' });
  });

  it('refuse a page without English, or a slug that is not one, in the staff member’s words', async () => {
    const noEnglish = await staffCall('POST', '/content-pages', {
      slug: 'tax',
      kind: 'page',
      texts: { jp: { title: '税', body: '<p>x</p>' } },
    });
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.message).toBe('Please write the English text: readers of a missing language get it');
    const badSlug = await staffCall('POST', '/content-pages', {
      slug: 'Tax Rules',
      kind: 'page',
      texts: texts({ title: 'Tax', body: '' }),
    });
    expect(badSlug.status).toBe(400);
    const taken = await staffCall('POST', '/content-pages', {
      slug: 'fees',
      kind: 'page',
      texts: texts({ title: 'Fees again', body: '' }),
    });
    expect(taken.body.message).toBe('Another page already uses this slug or id');
  });
});

describe('notices', () => {
  let customer: string;
  let noticeId: string;

  it('are scheduled, shown from their time in the reader’s language or English, and expire', async () => {
    customer = (await api.register('reader@example.com')).token;
    const now = platform.clock.now().getTime();
    const created = await staffCall('POST', '/notices', {
      kind: 'notice',
      pinned: true,
      expiresAt: new Date(now + 48 * HOUR).toISOString(),
      texts: texts(
        { title: 'Maintenance on Sunday', body: '<p>Trading pauses for 30 minutes.</p>' },
        { jp: { title: '日曜日のメンテナンス', body: '<p>30分間取引を停止します。</p>' } },
      ),
    });
    noticeId = created.body.data.id;
    expect(created.body.data.status).toBe('draft');
    const scheduled = await staffCall('POST', `/notices/${noticeId}/publish`, { publishAt: new Date(now + HOUR).toISOString() });
    expect(scheduled.body.data.status).toBe('scheduled');
    expect((await get('/notices')).body.data.items.map((n: { id: string }) => n.id)).not.toContain(noticeId);
    expect((await get(`/notices/${noticeId}`)).status).toBe(404);

    platform.clock.offsetMs += HOUR;
    const inJapanese = (await get('/notices?lang=jp')).body.data.items.find((n: { id: string }) => n.id === noticeId);
    expect(inJapanese).toMatchObject({ title: '日曜日のメンテナンス', lang: 'jp', fallback: false, pinned: true, read: null });
    expect((await get(`/notices/${noticeId}?lang=ty`)).body.data).toMatchObject({
      title: 'Maintenance on Sunday',
      lang: 'en',
      fallback: true,
      body: '<p>Trading pauses for 30 minutes.</p>',
    });
    support = await api.staffToken('writer@test.local', 'writer-pass-1');
    expect((await staffCall('GET', `/notices/${noticeId}`)).body.data.status).toBe('published');
  });

  it('are unread for a customer until opened; "read all" marks the rest', async () => {
    const news = await staffCall('POST', '/notices', {
      kind: 'news',
      texts: texts({ title: 'New coin listed', body: '<p>MRD is listed.</p>' }),
    });
    await staffCall('POST', `/notices/${news.body.data.id}/publish`, {});
    const before = (await get('/notices', customer)).body.data;
    expect(before.unread).toBe(2);
    expect(before.items.find((n: { id: string }) => n.id === noticeId).read).toBe(false);
    expect((await call(platform.url, customer, 'POST', `/notices/${noticeId}/read`, {})).body.data.read).toBe(true);
    expect((await get('/notices', customer)).body.data.unread).toBe(1);
    expect((await call(platform.url, customer, 'POST', '/notices/read-all', {})).body.data.unread).toBe(0);
  });

  it('stop showing at their expiry, and archived ones are gone', async () => {
    platform.clock.offsetMs += 48 * HOUR;
    expect((await get('/notices')).body.data.items.map((n: { id: string }) => n.id)).not.toContain(noticeId);
    support = await api.staffToken('writer@test.local', 'writer-pass-1');
    expect((await staffCall('GET', `/notices/${noticeId}`)).body.data.status).toBe('expired');
    const archived = await staffCall('POST', `/notices/${noticeId}/archive`, {});
    expect(archived.body.data.status).toBe('archived');
    expect((await staffCall('POST', `/notices/${noticeId}/publish`, {})).body.message).toBe('This notice is archived');
  });
});

describe('agreements', () => {
  it('are accepted at registration, asked again at the next login after a new version, and recorded once accepted', async () => {
    const { token } = await api.register('accepter@example.com');
    await eventually(async () =>
      expect((await get('/agreements', token)).body.data.items.find((a: { slug: string }) => a.slug === 'user-agreement')).toMatchObject({
        acceptedVersion: 1,
        pending: false,
      }),
    );
    expect((await call(platform.url, token, 'GET', '/agreements/pending', undefined, null)).body.data.items).toEqual([]);

    support = await api.staffToken('writer@test.local', 'writer-pass-1');
    const page = (await staffCall('GET', '/content-pages?kind=agreement')).body.data.find(
      (p: { slug: string }) => p.slug === 'user-agreement',
    );
    const edited = {
      ...page.texts,
      en: { ...page.texts.en, body: `${page.texts.en.body}<h2>9. Disputes</h2><p>Disputes go to support first.</p>` },
    };
    await staffCall('PUT', `/content-pages/${page.id}`, { texts: edited });
    expect((await staffCall('POST', `/content-pages/${page.id}/publish`, { askAgain: true })).body.data).toMatchObject({
      version: 2,
      askedVersion: 2,
    });

    const pending = (await call(platform.url, token, 'GET', '/agreements/pending?lang=yn', undefined, null)).body.data.items;
    expect(pending).toEqual([
      expect.objectContaining({ slug: 'user-agreement', version: 2, acceptedVersion: 1, pending: true, title: 'Thỏa thuận người dùng' }),
    ]);
    const outdated = await call(platform.url, token, 'POST', '/agreements/user-agreement/accept', { version: 1 });
    expect(outdated.body.message).toBe('A newer version is in force: please read it first');
    const accepted = await call(platform.url, token, 'POST', '/agreements/user-agreement/accept', { version: 2 });
    expect(accepted.status).toBe(200);
    expect((await call(platform.url, token, 'GET', '/agreements/pending', undefined, null)).body.data.items).toEqual([]);

    // A typo fixed and published without asking again asks no one.
    await staffCall('PUT', `/content-pages/${page.id}`, { texts: { ...edited, en: { ...edited.en, title: 'User Agreement ' } } });
    await staffCall('PUT', `/content-pages/${page.id}`, {
      texts: { ...edited, en: { ...edited.en, body: edited.en.body.replace('first', 'first.') } },
    });
    expect((await staffCall('POST', `/content-pages/${page.id}/publish`, { askAgain: false })).body.data).toMatchObject({
      version: 3,
      askedVersion: 2,
    });
    expect((await call(platform.url, token, 'GET', '/agreements/pending', undefined, null)).body.data.items).toEqual([]);
  });
});

describe('staff lists', () => {
  it('filter, search and sort the pages, count each category’s published articles, and filter notices by their status now', async () => {
    support = await api.staffToken('writer@test.local', 'writer-pass-1');
    type Pages = { data: { slug: string; kind: string; status: string }[]; total: number };
    const pages = async (query: string, perPage = 100) => (await staffCall('GET', `/content-pages?_perPage=${perPage}&${query}`)).body as Pages;
    const help = await pages('kind=help&status=published');
    expect(help.total).toBe(6);
    expect(help.data.every((page) => page.kind === 'help' && page.status === 'published')).toBe(true);
    expect((await pages('q=AGREEMENT')).data.map((page) => page.slug).sort()).toEqual(['loan-agreement', 'user-agreement']);
    expect((await pages(`q=${encodeURIComponent('%')}`)).total).toBe(0); // a % searched is a %, not "anything"
    const ascending = (await pages('_sort=slug&_order=ASC')).data.map((page) => page.slug);
    expect((await pages('_sort=slug&_order=DESC')).data.map((page) => page.slug)).toEqual([...ascending].reverse());
    expect((await pages('_page=2&_sort=slug', 2)).data.map((page) => page.slug)).toEqual(ascending.slice(2, 4));

    type Category = { id: string; articles: number };
    const counted = (await staffCall('GET', '/help-categories')).body.data as Category[];
    const shown = (await get('/help?lang=en')).body.data.categories as { id: string; articles: unknown[] }[];
    expect(counted.map(({ id, articles }) => ({ id, articles }))).toEqual(shown.map(({ id, articles }) => ({ id, articles: articles.length })));

    type Notices = { data: { id: string; kind: string; status: string; reads: number }[]; total: number };
    const notices = async (query: string) => (await staffCall('GET', `/notices?_perPage=100&${query}`)).body as Notices;
    const draft = (await staffCall('POST', '/notices', { kind: 'banner', texts: texts({ title: 'Summer', body: '<p>Sun</p>' }) })).body.data.id;
    const later = (await staffCall('POST', '/notices', { kind: 'news', texts: texts({ title: 'Soon', body: '<p>Soon</p>' }) })).body.data.id;
    await staffCall('POST', `/notices/${later}/publish`, { publishAt: new Date(platform.clock.now().getTime() + HOUR).toISOString() });
    for (const [status, id] of [['draft', draft], ['scheduled', later]] as const) {
      const listed = await notices(`status=${status}`);
      expect(listed.data.map((notice) => notice.id)).toContain(id);
      expect(listed.data.every((notice) => notice.status === status)).toBe(true);
      expect(listed.total).toBe(listed.data.length);
    }
    expect((await notices('kind=banner&status=scheduled')).total).toBe(0);
    // The notice a customer opened in the tests above, archived since.
    expect((await notices('status=archived')).data.map((notice) => notice.reads)).toContain(1);
  });
});

describe('read models', () => {
  it.each([
    ['engagement-content', ['content_pages', 'content_page_versions', 'help_categories', 'agreement_acceptances']],
    ['engagement-notices', ['notices', 'notice_reads']],
  ])('rebuild %s to the same rows', async (name, tables) => {
    const store = platform.platform.app.get<EventStore>(EVENT_STORE);
    const projection = store.inlineProjectionList.find((p) => p.name === name)!;
    const outcome = await resetAndRebuild(
      store,
      projection,
      tables.map((table) => ({ table })),
    );
    expect(outcome.after).toEqual(outcome.before);
  });
});
