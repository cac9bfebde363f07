import { localeOf, type LanguageKey } from '../i18n/languages';

export const formatDateTime = (iso: string, language: LanguageKey): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

// A time of day to the minute, as the language writes it ("4:00 AM", "04:00").
export const formatClock = (iso: string, language: LanguageKey): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(date);
};

const times = new Map<string, Intl.DateTimeFormat>();

// A time of day with seconds, e.g. for a list of trades that all happened today.
export const formatTime = (iso: string, language: LanguageKey): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let formatter = times.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    times.set(language, formatter);
  }
  return formatter.format(date);
};
