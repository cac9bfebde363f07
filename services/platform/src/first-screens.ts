import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the customer app's build says of the first screens it drew (web-customer/src/app/first-screen/,
 * written to `first-screens.json` by web-customer/scripts/build.mjs): which paths have a drawn page,
 * in which languages, and the app's own rule for a reader's language.
 */
export interface FirstScreensManifest {
  screens: { name: string; paths: string }[];
  languages: string[];
  defaultLanguage: string;
  byPrimaryTag: Record<string, string>;
  traditionalChinese: { tags: string; language: string };
  cookie: string;
  file: string;
}

export interface FirstScreenRequest {
  path: string;
  acceptLanguage?: string;
  cookie?: string;
}

/** The manifest beside a built app's index.html, or undefined when the build drew no first screens. */
export function readFirstScreens(dir: string): FirstScreensManifest | undefined {
  const path = join(dir, 'first-screens.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as FirstScreensManifest) : undefined;
}

/** Accept-Language's tags, most wanted first (RFC 9110 12.5.4); q=0 refuses a tag. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag!.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
};

/**
 * The reader's language by the app's rule: the language they chose (the app keeps it in a cookie as
 * well as in its storage), else the first of the browser's languages the app has, else the default.
 */
export function readerLanguage(manifest: FirstScreensManifest, request: FirstScreenRequest): string {
  const chosen = cookieValue(request.cookie, manifest.cookie);
  if (chosen && manifest.languages.includes(chosen)) return chosen;
  const traditional = new RegExp(manifest.traditionalChinese.tags);
  for (const tag of acceptedLanguages(request.acceptLanguage)) {
    if (traditional.test(tag)) return manifest.traditionalChinese.language;
    const match = manifest.byPrimaryTag[tag.split('-')[0]!];
    if (match) return match;
  }
  return manifest.defaultLanguage;
}

/** The drawn page for this request's path and reader (`index.jp.home.html`), or undefined for none. */
export function firstScreenFile(manifest: FirstScreensManifest, request: FirstScreenRequest): string | undefined {
  const screen = manifest.screens.find(({ paths }) => new RegExp(paths).test(request.path));
  if (!screen) return undefined;
  return manifest.file.replace('{language}', readerLanguage(manifest, request)).replace('{screen}', screen.name);
}
