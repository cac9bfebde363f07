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

const amountFormatters = new Map<string, Intl.NumberFormat>();

// A coin amount exactly as the server sent it (its scale, so nothing is rounded away), grouped the way
// the language groups digits. `scale` pads or rounds to a fixed number of decimals instead.
export const formatAmount = (value: string, language: LanguageKey, scale?: number): string => {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const places = Math.min(20, Math.max(0, scale ?? (value.includes('.') ? value.length - value.indexOf('.') - 1 : 0)));
  const id = `${language}:${places}`;
  let formatter = amountFormatters.get(id);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: places, maximumFractionDigits: places });
    amountFormatters.set(id, formatter);
  }
  return formatter.format(value as `${number}`);
};
