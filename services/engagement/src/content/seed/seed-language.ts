/** A section of a seeded page: its heading and its paragraph (plain text, made HTML by the seed). */
export type Section = readonly [heading: string, text: string];

export interface SeedPage {
  title: string;
  summary: string;
  sections: readonly Section[];
}

export const ARTICLE_KEYS = ['createAccount', 'verifyIdentity', 'depositCrypto', 'withdraw', 'twoFactor', 'officialChannels'] as const;
export type ArticleKey = (typeof ARTICLE_KEYS)[number];

/** The starting content of a fresh install in one language (docs/engagement.md, "Starting content"). */
export interface SeedLanguage {
  about: SeedPage;
  userAgreement: SeedPage;
  privacyPolicy: SeedPage;
  loanAgreement: SeedPage;
  categories: { start: string; funds: string; security: string };
  articles: Record<ArticleKey, SeedPage>;
}
