import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import type { BackOfficeLocale } from './locales';

// Each bundle is react-admin's own words, then the back office's. Both are complete (locales.spec.ts);
// react-admin's English stays underneath only for a key a future react-admin version adds.

/** Every language but English is loaded on demand, so staff download only the one they read. */
export const loadLocaleMessages: Record<Exclude<BackOfficeLocale, 'en'>, () => Promise<object>> = {
  es: async () => mergeTranslations(englishMessages, (await import('./ra-es')).raSpanish, (await import('./es')).es),
  ja: async () => mergeTranslations(englishMessages, (await import('./ra-ja')).raJapanese, (await import('./ja')).ja),
  ko: async () => mergeTranslations(englishMessages, (await import('./ra-ko')).raKorean, (await import('./ko')).ko),
  th: async () => mergeTranslations(englishMessages, (await import('./ra-th')).raThai, (await import('./th')).th),
  vi: async () => mergeTranslations(englishMessages, (await import('./ra-vi')).raVietnamese, (await import('./vi')).vi),
  zh: async () => mergeTranslations(englishMessages, (await import('./ra-zh')).raChinese, (await import('./zh')).zh),
  'zh-TW': async () =>
    mergeTranslations(englishMessages, (await import('./ra-zh-tw')).raTraditionalChinese, (await import('./zh-tw')).zhTW),
};
