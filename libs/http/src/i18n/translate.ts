import { en } from './en';
import { ft } from './ft';
import { hy } from './hy';
import { jp } from './jp';
import type { Catalogue, MessageKey } from './message-keys';
import { ty } from './ty';
import { xby } from './xby';
import { yn } from './yn';
import { zh } from './zh';

/** The language keys of the specification, each with the BCP-47 tag it stands for. */
export const LANGUAGES = { en: 'en', xby: 'es', jp: 'ja', hy: 'ko', ty: 'th', yn: 'vi', zh: 'zh-CN', ft: 'zh-TW' } as const;
export type Lang = keyof typeof LANGUAGES;

export const catalogues: Record<Lang, Catalogue> = { en, xby, jp, hy, ty, yn, zh, ft };

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

export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[lang][key] ?? en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
