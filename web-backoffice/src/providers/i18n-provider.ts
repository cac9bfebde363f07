import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { en } from '../i18n/en';

const englishWithAppMessages = mergeTranslations(englishMessages, en);

// Chinese is loaded on demand so English-speaking staff do not download it.
export const i18nProvider = polyglotI18nProvider(
  (locale) =>
    locale === 'zh'
      ? import('../i18n/chinese-messages').then(({ chineseMessages }) => chineseMessages)
      : englishWithAppMessages,
  'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'zh', name: '简体中文' },
  ],
  { allowMissing: true },
);
