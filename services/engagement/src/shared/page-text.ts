import { DomainError } from '@meridian/decider';
import { CONTENT_LANGUAGES, FALLBACK_LANGUAGE, isContentLanguage, type PerLanguage } from './languages';

/** One language of a page or a notice: a plain-text title and summary, and a body of sanitised HTML. */
export interface PageText {
  title: string;
  /** A line shown in lists and search results (plain text); may be empty. */
  summary: string;
  /** HTML, sanitised on the server before it reaches a command (rich-text.ts). */
  body: string;
}

export const MAX_TITLE = 200;
export const MAX_SUMMARY = 500;
export const MAX_BODY = 100_000;

/** What the sanitiser never lets through; checked again here so no command can carry it around it. */
const UNSAFE = /<\s*(script|iframe|object|embed|style)\b|\son[a-z]+\s*=|javascript:/i;

/**
 * Texts a command may carry: languages the platform speaks, English among them (what every other
 * language falls back to), a title in each, and no HTML that could run in a reader's browser.
 */
export function checkTexts(texts: PerLanguage<PageText>): PerLanguage<PageText> {
  if (texts === null || typeof texts !== 'object') throw new DomainError('content.englishRequired');
  const checked: PerLanguage<PageText> = {};
  for (const [lang, text] of Object.entries(texts)) {
    if (!isContentLanguage(lang)) throw new DomainError('field.invalid', { field: 'lang' });
    if (text === undefined) continue;
    const title = String(text.title ?? '').trim();
    const summary = String(text.summary ?? '').trim();
    const body = String(text.body ?? '');
    if (!title || title.length > MAX_TITLE) throw new DomainError('content.titleRequired', { lang });
    if (summary.length > MAX_SUMMARY || body.length > MAX_BODY) throw new DomainError('content.tooLong', { lang });
    if (UNSAFE.test(body) || /[<>]/.test(title) || /[<>]/.test(summary)) throw new DomainError('content.unsafeHtml');
    checked[lang] = { title, summary, body };
  }
  if (!checked[FALLBACK_LANGUAGE]) throw new DomainError('content.englishRequired');
  // In the platform's order, so equal texts compare equal whatever order the form sent them in.
  return Object.fromEntries(CONTENT_LANGUAGES.filter((lang) => checked[lang]).map((lang) => [lang, checked[lang]]));
}

/** Two sets of texts say the same (canonical order from `checkTexts`). */
export const sameTexts = (a: PerLanguage<PageText> | null, b: PerLanguage<PageText> | null) => JSON.stringify(a) === JSON.stringify(b);
