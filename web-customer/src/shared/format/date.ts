import { localeOf, type LanguageKey } from '../i18n/languages';

export const formatDateTime = (iso: string, language: LanguageKey): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};
