import { en } from './en';
import { es } from './es';
import { ja } from './ja';
import { ko } from './ko';
import type { Catalogue, MessageKey } from './message-keys';
import { th } from './th';
import { vi } from './vi';
import { zh } from './zh';
import { zhHant } from './zh-hant';

/**
 * The language keys of the specification (the legacy protocol's `lang` codes, which the app sends and
 * customers' records store), each with the BCP-47 tag it stands for. Only here are the legacy codes
 * mapped: the catalogues are named by their tags.
 */
export const LANGUAGES = { en: 'en', xby: 'es', jp: 'ja', hy: 'ko', ty: 'th', yn: 'vi', zh: 'zh-CN', ft: 'zh-TW' } as const;
export type Lang = keyof typeof LANGUAGES;

const cataloguesByTag: Record<(typeof LANGUAGES)[Lang], Catalogue> = { en, es, ja, ko, th, vi, 'zh-CN': zh, 'zh-TW': zhHant };

export const catalogues = Object.fromEntries(
  (Object.entries(LANGUAGES) as [Lang, (typeof LANGUAGES)[Lang]][]).map(([lang, tag]) => [lang, cataloguesByTag[tag]]),
) as Record<Lang, Catalogue>;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, value);
}

/** Picks the language from the legacy `lang` field, else from Accept-Language, else English. */
export function resolveLang(lang: unknown, acceptLanguage?: string): Lang {
  if (isLang(lang)) return lang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    const match = (Object.entries(LANGUAGES) as [Lang, string][]).find(
      ([, bcp]) => bcp.toLowerCase() === tag || (bcp.toLowerCase().split('-')[0] === tag.split('-')[0] && !bcp.includes('-')),
    );
    if (match) return match[0];
    if (tag === 'zh-hant' || tag === 'zh-hk' || tag === 'zh-tw') return 'ft';
    if (tag.startsWith('zh')) return 'zh';
  }
  return 'en';
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Placeholders whose digits are not a quantity: a verification code is read digit by digit. */
const NOT_A_QUANTITY = new Set(['code', 'field', 'fields']);
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const decimalSeparators = new Map<Lang, string>();

/**
 * An amount, price or limit written the way the reader's language writes numbers ("37,000.00" in
 * English, "37.000,00" in Spanish and Vietnamese), as the apps' own formatter shows them. Exact: the
 * whole part goes through Intl as a bigint, never a float, and no digit of the fraction is rounded away.
 */
export function formatQuantity(value: string, lang: Lang): string {
  const parts = DECIMAL.exec(value);
  if (!parts) return value;
  const [, sign, whole, fraction] = parts;
  const locale = LANGUAGES[lang];
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(whole!));
  if (fraction === undefined) return `${sign}${grouped}`;
  // At least two decimals, and more only where the value has digits there, as the apps' `formatExact`
  // shows it: a stored 5000.000000 reads 5,000.00, a fee of 0.000150 reads 0.00015.
  const shown = fraction.replace(/0+$/, '').padEnd(2, '0');
  let separator = decimalSeparators.get(lang);
  if (separator === undefined) {
    separator = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1.5).find((part) => part.type === 'decimal')!.value;
    decimalSeparators.set(lang, separator);
  }
  return `${sign}${grouped}${separator}${shown}`;
}

/** A message key the catalogue does not have (never expected: a test walks the code's keys). */
function isKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/**
 * The message for `key` in `lang`, every placeholder filled. What the customer reads is always a
 * sentence of the catalogue: a key the catalogue lacks answers "Request error", and a message whose
 * placeholders were not all given answers "The request is not valid" rather than "{field} is not
 * valid". A field name given in code form (`customerId`, `tx_hash`) is written as words.
 */
export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const catalogue = catalogues[lang] ?? en;
  if (!isKey(key)) return catalogue['request.error'];
  const template = catalogue[key] ?? en[key];
  let unfilled = false;
  const text = template.replace(PLACEHOLDER, (_whole, name: string, offset: number) => {
    const value = params[name];
    if (value === undefined || value === null || String(value) === '') {
      unfilled = true;
      return '';
    }
    if (name !== 'field' && name !== 'fields') return NOT_A_QUANTITY.has(name) ? String(value) : formatQuantity(String(value), lang);
    const words = fieldWords(String(value));
    return offset === 0 ? words.charAt(0).toUpperCase() + words.slice(1) : words;
  });
  return unfilled ? catalogue['request.invalid'] : text;
}

/** `customerId`, `tx_hash`, `bank-name` as `customer id`, `tx hash`, `bank name`; anything else as given. */
export function fieldWords(field: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_.-]*$/.test(field)) return field;
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .toLowerCase();
}
