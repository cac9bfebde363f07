// The back office speaks the customer app's eight languages, each named in its own script. `contentKey`
// is the language's legacy key, under which the content API keeps a page's or a notice's texts.
export const BACK_OFFICE_LOCALES = [
  { locale: 'en', contentKey: 'en', name: 'English' },
  { locale: 'es', contentKey: 'xby', name: 'Español' },
  { locale: 'ja', contentKey: 'jp', name: '日本語' },
  { locale: 'ko', contentKey: 'hy', name: '한국어' },
  { locale: 'th', contentKey: 'ty', name: 'ไทย' },
  { locale: 'vi', contentKey: 'yn', name: 'Tiếng Việt' },
  { locale: 'zh', contentKey: 'zh', name: '简体中文' },
  { locale: 'zh-TW', contentKey: 'ft', name: '繁體中文' },
] as const;

export type BackOfficeLocale = (typeof BACK_OFFICE_LOCALES)[number]['locale'];
