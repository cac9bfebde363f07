// The language keys are the legacy protocol's `lang` values; `locale` is the BCP-47 tag used for Intl
// and for <html lang>. Spanish is one neutral Spanish for every Spanish reader, not Spain's.
export const LANGUAGES = [
  { key: 'en', nativeName: 'English', locale: 'en-US', redUp: false },
  { key: 'xby', nativeName: 'Español', locale: 'es', redUp: false },
  { key: 'jp', nativeName: '日本語', locale: 'ja-JP', redUp: true },
  { key: 'hy', nativeName: '한국어', locale: 'ko-KR', redUp: true },
  { key: 'ty', nativeName: 'ไทย', locale: 'th-TH', redUp: false },
  { key: 'yn', nativeName: 'Tiếng Việt', locale: 'vi-VN', redUp: false },
  { key: 'zh', nativeName: '简体中文', locale: 'zh-CN', redUp: true },
  { key: 'ft', nativeName: '繁體中文', locale: 'zh-TW', redUp: true },
] as const;

export type LanguageKey = (typeof LANGUAGES)[number]['key'];

export const DEFAULT_LANGUAGE: LanguageKey = 'en';

export const isLanguageKey = (value: unknown): value is LanguageKey =>
  LANGUAGES.some((language) => language.key === value);

export const languageOf = (key: LanguageKey) => LANGUAGES.find((language) => language.key === key)!;

export const localeOf = (key: LanguageKey): string => languageOf(key).locale;

// Browser tags map onto the product's keys; Hong Kong, Macau and Taiwan read Traditional Chinese. Plain
// data, so the first-screen script (vite.config.ts) applies the same rule before the app has loaded.
export const TRADITIONAL_CHINESE_TAG = /^zh-(tw|hk|mo|hant)/;
export const KEY_BY_PRIMARY_TAG: Readonly<Record<string, LanguageKey>> = { en: 'en', es: 'xby', ja: 'jp', ko: 'hy', th: 'ty', vi: 'yn', zh: 'zh' };

export const languageFromBrowser = (tags: readonly string[]): LanguageKey => {
  for (const tag of tags) {
    const lower = tag.toLowerCase();
    if (TRADITIONAL_CHINESE_TAG.test(lower)) return 'ft';
    const match = KEY_BY_PRIMARY_TAG[lower.split('-')[0]!];
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
};
