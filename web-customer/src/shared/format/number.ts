import { percentOf } from '../decimal/decimal';
import { localeOf, type LanguageKey } from '../i18n/languages';

export type Decimals = 2 | 4 | 6;

const formatters = new Map<string, Intl.NumberFormat>();

// The one place numbers meet the locale. Thousands are always grouped: Spanish would otherwise write
// 2350,00 beside 65.000,00 in the same column of prices.
export const numberFormatter = (language: LanguageKey, places: number): Intl.NumberFormat => {
  const id = `${language}:${places}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      useGrouping: 'always',
    });
    formatters.set(id, formatter);
  }
  return formatter;
};

const DECIMAL = /^-?\d+(\.\d+)?$/;

// Amounts travel as decimal strings; Intl formats the string itself, so no digit passes through a float.
export const formatDecimal = (value: string, decimals: Decimals, language: LanguageKey): string =>
  DECIMAL.test(value) ? numberFormatter(language, decimals).format(value as `${number}`) : value;

// A coin amount exactly as the server sent it (its scale, so nothing is rounded away), grouped the way
// the language groups digits. `scale` pads or rounds to a fixed number of decimals instead.
export const formatAmount = (value: string, language: LanguageKey, scale?: number): string => {
  if (!DECIMAL.test(value)) return value;
  const places = Math.min(20, Math.max(0, scale ?? (value.includes('.') ? value.length - value.indexOf('.') - 1 : 0)));
  return numberFormatter(language, places).format(value as `${number}`);
};

// A price or amount with at least `places` decimals and more only where the value has digits there:
// an entry price of 65000.560 on a 0.01 tick reads 65,000.56, one of 65000.565 keeps its last digit.
export const formatExact = (value: string, language: LanguageKey, places = 0): string => {
  if (!DECIMAL.test(value)) return value;
  const fraction = value.includes('.') ? value.slice(value.indexOf('.') + 1).replace(/0+$/, '') : '';
  return formatAmount(value, language, Math.max(places, fraction.length));
};

// A fee rate (a fraction, '0.001') as the number before a % sign, written the language's way: '0.1', '0,1'.
// A negative rate (financing paid to the customer) keeps its sign.
export const formatPercent = (rate: string, language: LanguageKey): string =>
  formatAmount(rate.startsWith('-') ? `-${percentOf(rate.slice(1))}` : percentOf(rate), language);

// The character the language writes between whole and fraction: '.' in English, ',' in Spanish.
export const decimalSeparator = (language: LanguageKey): string =>
  numberFormatter(language, 1)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value ?? '.';

const percentFormatters = new Map<LanguageKey, Intl.NumberFormat>();

// A number written as the language writes a percentage: '12.5%' in English, '12,5 %' in Spanish. The
// number comes formatted; only where the sign goes, and any space before it, is the locale's.
export const withPercentSign = (number: string, language: LanguageKey): string => {
  let formatter = percentFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), { style: 'percent' });
    percentFormatters.set(language, formatter);
  }
  const parts = formatter.formatToParts(0.5);
  const at = parts.findIndex((part) => part.type === 'integer');
  const text = (list: Intl.NumberFormatPart[]) => list.map((part) => part.value).join('');
  return `${text(parts.slice(0, at))}${number}${text(parts.slice(at + 1))}`;
};

// A rate (a fraction: a fee, a yield, a payout) as the language writes a percentage: '0.05%', '0,05 %'.
export const formatRate = (rate: string, language: LanguageKey): string => withPercentSign(formatPercent(rate, language), language);
