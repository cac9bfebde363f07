import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, localeOf, isLanguageKey, type LanguageKey } from './languages';

type Bundle = Record<string, unknown>;

// One chunk per language: a customer downloads only the language they read (plus English as fallback).
const bundles = import.meta.glob<Bundle>('../../locales/*/common.json', { import: 'default' });

const loadBundle = async (key: LanguageKey) => {
  if (i18n.hasResourceBundle(key, 'common')) return;
  const load = bundles[`../../locales/${key}/common.json`];
  i18n.addResourceBundle(key, 'common', await load());
};

const applyToDocument = (key: string) => {
  // No document when the first screens are drawn at build time (app/first-screen/).
  if (!isLanguageKey(key) || typeof document === 'undefined') return;
  document.documentElement.lang = localeOf(key);
  document.title = i18n.t('app.title');
};

export const initI18n = async (initial: LanguageKey) => {
  await i18n.use(initReactI18next).init({
    lng: initial,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['common'],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // The library's advertisement in every customer's console.
    showSupportNotice: false,
  });
  i18n.on('languageChanged', applyToDocument);
  await Promise.all([loadBundle(DEFAULT_LANGUAGE), loadBundle(initial)]);
  await i18n.changeLanguage(initial);
  applyToDocument(initial);
};

export const switchLanguage = async (key: LanguageKey) => {
  await loadBundle(key);
  await i18n.changeLanguage(key);
};

export const currentLanguage = (): LanguageKey => {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageKey(lng) ? lng : DEFAULT_LANGUAGE;
};

export const translate = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
