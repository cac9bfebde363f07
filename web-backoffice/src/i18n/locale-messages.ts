import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import type { AppMessages } from './en';
import type { BackOfficeLocale } from './locales';

// Each bundle is react-admin's own words (`react-admin/<locale>.json`), then the back office's
// (`messages/<locale>.json`). Both are complete (locales.spec.ts); react-admin's English stays underneath
// only for a key a future react-admin version adds. Chinese (zh-TW) is as read in Taiwan, with the
// customer app's words: 入金, 提領, 帳戶, 審核, 覆核.

/** The types make a catalogue that lacks a key fail the type check. */
const bundle = async (reactAdmin: Promise<{ default: TranslationMessages }>, app: Promise<{ default: AppMessages }>) =>
  mergeTranslations(englishMessages, (await reactAdmin).default, (await app).default);

/** Every language but English is loaded on demand, so staff download only the one they read. */
export const loadLocaleMessages: Record<Exclude<BackOfficeLocale, 'en'>, () => Promise<object>> = {
  es: () => bundle(import('./react-admin/es.json'), import('./messages/es.json')),
  ja: () => bundle(import('./react-admin/ja.json'), import('./messages/ja.json')),
  ko: () => bundle(import('./react-admin/ko.json'), import('./messages/ko.json')),
  th: () => bundle(import('./react-admin/th.json'), import('./messages/th.json')),
  vi: () => bundle(import('./react-admin/vi.json'), import('./messages/vi.json')),
  zh: () => bundle(import('./react-admin/zh.json'), import('./messages/zh.json')),
  'zh-TW': () => bundle(import('./react-admin/zh-tw.json'), import('./messages/zh-tw.json')),
};
