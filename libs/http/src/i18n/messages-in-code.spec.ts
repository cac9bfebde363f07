import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { en } from './en';
import { catalogues, LANGUAGES, translate, type Lang } from './translate';
import type { MessageKey } from './message-keys';

/**
 * Every message a user can get is a sentence in their language. This walks the server's code for the
 * message keys it raises or keeps for a reader (AppError, DomainError, translate, `words`, DTO
 * messages, and any string that looks like a key of the catalogue's families) and checks each one: it
 * exists in all eight catalogues, and where the call gives its parameters in place, they fill every
 * placeholder of the message.
 */
const ROOT = join(__dirname, '../../../..');
const KEYS = new Set(Object.keys(en));
const FAMILIES = new Set([...KEYS].map((key) => key.split('.')[0]!));
/** Codes that look like keys but never reach a user: the ledger's own errors, each mapped to a message where it is caught (accounts' funding-store `toAppError`), and event type tags. */
const INTERNAL = /^ledger\.(?!duplicateEntry$)|^kyc\.v\d+$/;

/** Server code only: a test's made-up refusals (`jar.full` in an integration test) never reach a user. */
const TEST_FILE = /\.(int-|e2e-)?spec\.ts$/;

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'i18n'].includes(entry.name)) sources(path, out);
    } else if (entry.name.endsWith('.ts') && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const files = [...sources(join(ROOT, 'libs')), ...sources(join(ROOT, 'services'))].map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

/** The names of a `{ a: 1, b, c: x }` literal's top-level properties, or null when the argument is not a literal. */
function literalNames(text: string, from: number): string[] | null {
  let i = from;
  while (/\s/.test(text[i] ?? '')) i++;
  if (text[i] !== '{') return null;
  const names: string[] = [];
  let depth = 0;
  let start = i + 1;
  const take = (part: string) => {
    const name = /^\s*(?:\.\.\.)?\s*['"]?([A-Za-z_$][\w$]*)['"]?\s*(?::|$)/.exec(part)?.[1];
    if (part.trim().startsWith('...')) names.push('*');
    else if (name) names.push(name);
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') {
      depth--;
      if (depth === 0) {
        take(text.slice(start, i));
        return names;
      }
    } else if (c === ',' && depth === 1) {
      take(text.slice(start, i));
      start = i + 1;
    } else if (c === "'" || c === '"' || c === '`') {
      const close = text.indexOf(c, i + 1);
      i = close < 0 ? text.length : close;
    }
  }
  return null;
}

interface Use {
  key: string;
  where: string;
  /** Parameter names given in place; null when unknown (a variable), [] when none. */
  params: string[] | null;
}

function usesOf(): Use[] {
  const uses: Use[] = [];
  // `words('record.depositOn', { coin, chain })` is a sentence kept for the reader's language (i18n/words.ts).
  const calls = /(?:AppError(?:\.\w+)?|new AppError|new DomainError|translate\([^,()]+,|secondFactorRefusal|\bwords)\(?\s*'([a-z][\w]*\.[\w.]+)'\s*(\)|,)/g;
  for (const { path, text } of files) {
    for (const match of text.matchAll(calls)) {
      const line = text.slice(0, match.index).split('\n').length;
      const after = match.index! + match[0].length;
      const params = match[2] === ')' ? [] : literalNames(text, after);
      uses.push({ key: match[1]!, where: `${path}:${line}`, params });
    }
    // A DTO constraint's message key: the validation pipe fills {field} with the property that failed, nothing else.
    // and whatever the constraint's `context: { max: 20 }` names. A text field's refusals (`TextRefusals`) are such keys too.
    for (const match of text.matchAll(/(?:message|invalid|tooLong|empty):\s*'([a-z][\w]*\.[\w.]+)'(\s*,\s*context:\s*)?/g)) {
      const context = match[2] ? (literalNames(text, match.index! + match[0].length) ?? []) : [];
      uses.push({ key: match[1]!, where: `${path}:${text.slice(0, match.index).split('\n').length}`, params: ['field', ...context] });
    }
    for (const match of text.matchAll(/['`]([a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*)['`]/g)) {
      const key = match[1]!;
      if (!FAMILIES.has(key.split('.')[0]!) || INTERNAL.test(key)) continue;
      uses.push({ key, where: `${path}:${text.slice(0, match.index).split('\n').length}`, params: null });
    }
  }
  return uses;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

describe('every message the server can send', () => {
  const uses = usesOf();

  it('finds the keys the code raises', () => {
    expect(uses.length).toBeGreaterThan(300);
    expect(uses.map((use) => use.key)).toEqual(expect.arrayContaining(['field.invalid', 'request.tooDeep', 'kyc.limitsInvalid', 'upload.type', 'record.depositOn', 'contracts.pointValueUsd']));
    // The words a record keeps are found with their parameters, so an unfilled placeholder is caught.
    expect(uses.find((use) => use.key === 'record.depositOn')?.params).toEqual(['coin', 'chain']);
  });

  it('exists in every catalogue, for every key used in code', () => {
    const missing = uses.filter((use) => !INTERNAL.test(use.key)).flatMap((use) =>
      (Object.keys(LANGUAGES) as Lang[]).filter((lang) => !Object.prototype.hasOwnProperty.call(catalogues[lang], use.key)).map((lang) => `${use.key} (${lang}) at ${use.where}`),
    );
    expect(missing).toEqual([]);
  });

  it('has its placeholders filled where the code raises it', () => {
    const unfilled = uses
      .filter((use) => use.params !== null && KEYS.has(use.key) && !use.params.includes('*'))
      .flatMap((use) => placeholders(en[use.key as MessageKey]).filter((name) => !use.params!.includes(name)).map((name) => `${use.key} needs {${name}} at ${use.where}`));
    expect(unfilled).toEqual([]);
  });

  it('is a sentence in every language: no placeholder or key is ever left in the text', () => {
    const left: string[] = [];
    for (const lang of Object.keys(LANGUAGES) as Lang[]) {
      for (const key of KEYS as Set<MessageKey>) {
        const names = placeholders(en[key]);
        const filled = translate(lang, key, Object.fromEntries(names.map((name) => [name, name === 'field' ? 'customerId' : '7'])));
        const bare = translate(lang, key);
        for (const text of [filled, bare]) if (/\{\w+\}|^[a-z]+\.[a-zA-Z]+$/.test(text) || text.trim() === '') left.push(`${lang} ${key}: "${text}"`);
      }
    }
    expect(left).toEqual([]);
  });

  it('writes a field name as words and never shows a raw key', () => {
    expect(translate('en', 'field.invalid', { field: 'customerId' })).toBe('Customer id is not valid');
    expect(translate('en', 'field.invalid')).toBe('The request is not valid');
    expect(translate('xby', 'field.required', { field: 'tx_hash' })).toBe('Rellena el campo tx hash');
    expect(translate('jp', 'nonexistent.key' as MessageKey)).toBe(catalogues.jp['request.error']);
  });
});
