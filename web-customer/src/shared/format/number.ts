import { localeOf, type LanguageKey } from '../i18n/languages';

export type Decimals = 2 | 4 | 6;

const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (language: LanguageKey, decimals: Decimals) => {
  const id = `${language}:${decimals}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(id, formatter);
  }
  return formatter;
};

// Amounts travel as decimal strings; Intl formats the string itself, so no digit passes through a float.
export const formatDecimal = (value: string, decimals: Decimals, language: LanguageKey): string =>
  /^-?\d+(\.\d+)?$/.test(value) ? formatterFor(language, decimals).format(value as `${number}`) : value;
