import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import { foldEvents, type EventStore } from '@meridian/eventstore';
import { EVENT_STORE } from '@meridian/runtime';
import { CONTENT_LANGUAGES, type ContentLanguage, type PerLanguage } from '../../shared/languages';
import type { PageText } from '../../shared/page-text';
import { ContentCommands } from '../content-commands';
import { contentPageDecider, contentPageStream, type Acceptance, type ContentKind } from '../domain/content-page.decider';
import { helpCategoryStream } from '../domain/help-category.decider';
import { sanitizeRichText } from '../rich-text';
import { SEED_EN } from './seed-en';
import { SEED_FT } from './seed-ft';
import { SEED_HY } from './seed-hy';
import { SEED_JP } from './seed-jp';
import type { ArticleKey, SeedLanguage, SeedPage } from './seed-language';
import { SEED_TY } from './seed-ty';
import { SEED_XBY } from './seed-xby';
import { SEED_YN } from './seed-yn';
import { SEED_ZH } from './seed-zh';

const SEEDS: Record<ContentLanguage, SeedLanguage> = {
  en: SEED_EN,
  xby: SEED_XBY,
  jp: SEED_JP,
  hy: SEED_HY,
  ty: SEED_TY,
  yn: SEED_YN,
  zh: SEED_ZH,
  ft: SEED_FT,
};

/** Who the starting content is recorded by: the install, not a staff member. */
export const INSTALL_ACTOR = 'install';

/** Fixed ids: a restart, or a second process, seeds nothing twice. */
const id = (n: number) => `00000000-0000-4000-8000-0000000e${n.toString(16).padStart(4, '0')}`;
const CATEGORIES = { start: id(0x201), funds: id(0x202), security: id(0x203) } as const;

interface SeededPage {
  pageId: string;
  slug: string;
  kind: ContentKind;
  legacyId: number | null;
  acceptance: Acceptance;
  categoryId: string | null;
  position: number;
  text: (seed: SeedLanguage) => SeedPage;
}

const ARTICLES: ReadonlyArray<[ArticleKey, string, keyof typeof CATEGORIES]> = [
  ['createAccount', 'create-account', 'start'],
  ['verifyIdentity', 'verify-identity', 'start'],
  ['depositCrypto', 'deposit-crypto', 'funds'],
  ['withdraw', 'withdrawals', 'funds'],
  ['twoFactor', 'authenticator', 'security'],
  ['officialChannels', 'official-channels', 'security'],
];

/** The company profile (id 1), the user agreement (3), the privacy policy (5), the loan agreement, and the help articles. */
export const SEEDED_PAGES: readonly SeededPage[] = [
  {
    pageId: id(1),
    slug: 'about',
    kind: 'about',
    legacyId: 1,
    acceptance: 'none',
    categoryId: null,
    position: 0,
    text: (seed) => seed.about,
  },
  {
    pageId: id(3),
    slug: 'user-agreement',
    kind: 'agreement',
    legacyId: 3,
    acceptance: 'all',
    categoryId: null,
    position: 0,
    text: (seed) => seed.userAgreement,
  },
  {
    pageId: id(5),
    slug: 'privacy-policy',
    kind: 'agreement',
    legacyId: 5,
    acceptance: 'all',
    categoryId: null,
    position: 1,
    text: (seed) => seed.privacyPolicy,
  },
  {
    pageId: id(6),
    slug: 'loan-agreement',
    kind: 'agreement',
    legacyId: null,
    acceptance: 'none',
    categoryId: null,
    position: 2,
    text: (seed) => seed.loanAgreement,
  },
  ...ARTICLES.map(([key, slug, category], index) => ({
    pageId: id(0x101 + index),
    slug,
    kind: 'help' as const,
    legacyId: null,
    acceptance: 'none' as const,
    categoryId: CATEGORIES[category],
    position: index,
    text: (seed: SeedLanguage) => seed.articles[key],
  })),
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function texts(of: (seed: SeedLanguage) => SeedPage): PerLanguage<PageText> {
  return Object.fromEntries(
    CONTENT_LANGUAGES.map((lang) => {
      const { title, summary, sections } = of(SEEDS[lang]);
      const body = sections.map(([heading, text]) => `<h2>${escape(heading)}</h2><p>${escape(text)}</p>`).join('');
      return [lang, { title, summary, body: sanitizeRichText(body) }];
    }),
  );
}

/**
 * The starting content of a fresh install in the 8 languages (docs/engagement.md, "Starting content"),
 * recorded on first start by the install, the way the opening capital is: each page and category has
 * a fixed id and is written only while its stream does not exist, then published. What staff changed
 * afterwards is never touched; a start that died half-way is completed by the next.
 */
@Injectable()
export class ContentSeed {
  private readonly logger = new Logger('engagement-seed');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: ContentCommands,
  ) {}

  async seed(): Promise<void> {
    const metadata = { staffId: INSTALL_ACTOR };
    let seeded = 0;
    for (const [key, categoryId] of Object.entries(CATEGORIES) as [keyof typeof CATEGORIES, string][]) {
      if ((await this.store.readStream(helpCategoryStream(categoryId))).length > 0) continue;
      const titles = Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, SEEDS[lang].categories[key]]));
      await this.commands.category(
        categoryId,
        { type: 'SaveHelpCategory', data: { categoryId, titles, position: Object.keys(CATEGORIES).indexOf(key), staffId: INSTALL_ACTOR } },
        { metadata },
      );
    }
    for (const page of SEEDED_PAGES) {
      const { pageId, slug, kind, legacyId, acceptance, categoryId, position } = page;
      let events = await this.store.readStream(contentPageStream(pageId));
      if (events.length === 0) {
        await this.commands
          .page(
            pageId,
            {
              type: 'CreateContentPage',
              data: { pageId, slug, kind, legacyId, acceptance, categoryId, position, texts: texts(page.text), staffId: INSTALL_ACTOR },
            },
            { metadata },
          )
          .catch(alreadyDone);
        events = await this.store.readStream(contentPageStream(pageId));
      }
      // Created by the install and never published (a start that stopped between the two): published now.
      if (foldEvents(contentPageDecider, events).version === 0 && events.length === 1) {
        await this.commands
          .page(pageId, { type: 'PublishContentPage', data: { askAgain: false, staffId: INSTALL_ACTOR } }, { metadata })
          .catch(alreadyDone);
        seeded++;
      }
    }
    if (seeded > 0) this.logger.log(`seeded ${seeded} content pages in ${CONTENT_LANGUAGES.length} languages`);
  }
}

/** Another process seeded it first (or a slug staff took meanwhile): nothing to do. */
function alreadyDone(error: unknown): void {
  if (error instanceof DomainError && ['content.exists', 'content.nothingToPublish', 'content.slugTaken'].includes(error.code)) return;
  throw error;
}
