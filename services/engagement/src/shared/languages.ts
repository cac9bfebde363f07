/**
 * The languages content is written in: the legacy protocol's `lang` keys the apps send (libs/http
 * `LANGUAGES`, which a spec holds this list against). English is the fallback a reader gets where
 * their language is missing, so nothing is published without it.
 */
export const CONTENT_LANGUAGES = ['en', 'xby', 'jp', 'hy', 'ty', 'yn', 'zh', 'ft'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: ContentLanguage = 'en';

export const isContentLanguage = (value: unknown): value is ContentLanguage => (CONTENT_LANGUAGES as readonly unknown[]).includes(value);

/** Text per language; a language may be missing (the reader then gets English). */
export type PerLanguage<T> = Partial<Record<ContentLanguage, T>>;

/** The reader's language when written, else English; `fallback` says which one they got. */
export function inLanguage<T>(texts: PerLanguage<T>, lang: string): { lang: ContentLanguage; fallback: boolean; text: T } | null {
  if (isContentLanguage(lang) && texts[lang] !== undefined) return { lang, fallback: false, text: texts[lang] as T };
  const english = texts[FALLBACK_LANGUAGE];
  return english === undefined ? null : { lang: FALLBACK_LANGUAGE, fallback: lang !== FALLBACK_LANGUAGE, text: english };
}
