// Every language must say everything: a key present in one language and missing or empty in another
// fails here, as does a placeholder or markup tag that one translation dropped or renamed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES } from '../shared/i18n/languages';

type Flat = Map<string, unknown>;

const flatten = (value: unknown, prefix = '', out: Flat = new Map()): Flat => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
};

const load = (language: string): Flat => flatten(JSON.parse(readFileSync(join(__dirname, language, 'common.json'), 'utf8')));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?([a-zA-Z0-9]+)>/g)].map((m) => m[0]).sort();

const keys = LANGUAGES.map((language) => language.key);
const bundles = new Map(keys.map((key) => [key, load(key)]));
// Instrument names exist only where a market has a name of its own in that language (黄金, Oro);
// elsewhere the platform's name is shown. They are the one optional group.
const OPTIONAL = 'instrumentNames.';
const allKeys = [...new Set([...bundles.values()].flatMap((bundle) => [...bundle.keys()]))].filter((key) => !key.startsWith(OPTIONAL)).sort();

describe('locale files', () => {
  it('has one folder per language of the picker, and no other', () => {
    const folders = readdirSync(__dirname).filter((name) => statSync(join(__dirname, name)).isDirectory());
    expect(folders.sort()).toEqual([...keys].sort());
  });

  describe.each(keys)('%s', (language) => {
    const bundle = bundles.get(language)!;

    it('has every key that any language has', () => {
      expect(allKeys.filter((key) => !bundle.has(key))).toEqual([]);
    });

    it('has no empty or non-text value', () => {
      const bad = [...bundle].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
      expect(bad).toEqual([]);
    });

    it('uses the same interpolation placeholders and tags as English', () => {
      const english = bundles.get('en')!;
      const mismatched = [...bundle]
        .filter(([key]) => english.has(key))
        .filter(([key, value]) => {
          const source = String(english.get(key));
          const text = String(value);
          return (
            JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(source)) ||
            JSON.stringify(tags(text)) !== JSON.stringify(tags(source))
          );
        })
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });

    it('names instruments only by their symbols', () => {
      const names = [...bundle.keys()].filter((key) => key.startsWith(OPTIONAL));
      expect(names.filter((key) => !/^[A-Z0-9]{3,10}$/.test(key.slice(OPTIONAL.length)))).toEqual([]);
    });

    it('leaves coins their own names (Bitcoin is Bitcoin in every language)', () => {
      const coins = [...bundle.keys()].filter((key) => key.startsWith(OPTIONAL) && key.endsWith('USDT'));
      expect(coins).toEqual([]);
    });

    it('titles the page with the brand name', () => {
      expect(String(bundle.get('app.title'))).toMatch(/^Meridian - \S/);
    });
  });
});

describe('keys used by the code', () => {
  const sourceRoot = join(__dirname, '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx?$/.test(name) && !name.endsWith('.spec.ts') ? [path] : [];
    });

  // Literal keys only: t('a.b'), translate('a.b'), i18nKey="a.b", labelKey: 'a.b' and rule results.
  const used = sources(sourceRoot).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    const patterns = [/\b(?:t|translate)\(\s*'([a-zA-Z]+(?:\.[\w-]+)+)'/g, /i18nKey="([a-zA-Z]+(?:\.[\w-]+)+)"/g, /labelKey: '([a-zA-Z]+(?:\.[\w-]+)+)'/g, /'(validation\.[a-zA-Z]+)'/g];
    return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => ({ key: m[1], file: relative(sourceRoot, path) })));
  });

  it('finds the keys it looks for', () => {
    expect(used.length).toBeGreaterThan(50);
  });

  it('defines every literal key in English', () => {
    const english = bundles.get('en')!;
    expect(used.filter(({ key }) => !english.has(key))).toEqual([]);
  });
});
