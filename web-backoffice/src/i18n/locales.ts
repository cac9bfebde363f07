// The back office speaks the customer app's eight languages, each named in its own script.
export const BACK_OFFICE_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'ja', name: '日本語' },
  { locale: 'ko', name: '한국어' },
  { locale: 'th', name: 'ไทย' },
  { locale: 'vi', name: 'Tiếng Việt' },
  { locale: 'zh', name: '简体中文' },
  { locale: 'zh-TW', name: '繁體中文' },
] as const;

export type BackOfficeLocale = (typeof BACK_OFFICE_LOCALES)[number]['locale'];
