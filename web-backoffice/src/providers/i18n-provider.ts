import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { en } from '../i18n/en';
import { loadLocaleMessages } from '../i18n/locale-messages';
import { BACK_OFFICE_LOCALES } from '../i18n/locales';

const englishWithAppMessages = mergeTranslations(englishMessages, en);

const isLoadable = (locale: string): locale is keyof typeof loadLocaleMessages => Object.hasOwn(loadLocaleMessages, locale);

export const i18nProvider = polyglotI18nProvider(
  (locale) => (isLoadable(locale) ? loadLocaleMessages[locale]() : englishWithAppMessages),
  'en',
  BACK_OFFICE_LOCALES.map(({ locale, name }) => ({ locale, name })),
  { allowMissing: true },
);
