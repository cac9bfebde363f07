import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import englishMessages from 'ra-language-english';
import { en } from './en';
import { BACK_OFFICE_LOCALES } from './locales';

type Flat = Map<string, unknown>;
const flatten = (value: unknown, prefix = '', out: Flat = new Map()): Flat => {
  if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  else out.set(prefix, value);
  return out;
};
const placeholders = (text: unknown) => [...new Set([...String(text).matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

// A catalogue's file is named by its locale in lower case (`zh-tw.json`).
const catalogue = (folder: 'messages' | 'react-admin', locale: string): unknown =>
  JSON.parse(readFileSync(join(__dirname, folder, `${locale.toLowerCase()}.json`), 'utf8'));
const catalogueFiles = (folder: 'messages' | 'react-admin') => readdirSync(join(__dirname, folder)).sort();
const TRANSLATED = BACK_OFFICE_LOCALES.map((l) => l.locale).filter((locale) => locale !== 'en');
const APP = Object.fromEntries(TRANSLATED.map((locale) => [locale, catalogue('messages', locale)]));
const REACT_ADMIN = Object.fromEntries(TRANSLATED.map((locale) => [locale, catalogue('react-admin', locale)]));
const english = flatten(en);
const reactAdminEnglish = flatten(englishMessages);

/**
 * Texts a language may write as English does: names, codes and loanwords that language uses as they
 * are. Anything else identical to English is a text nobody translated. A text of only placeholders
 * and punctuation (`%{tier}: %{customer}`) has no words to translate.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  '*': ['VIP', 'SMS', 'SWIFT', 'Id', '-'],
  // Spanish finance writes these as English does.
  es: ['Real', 'Demo', 'Spot', 'Total', 'Roles', 'Spread', 'Tick', 'No', 'Inspector'],
  // Vietnamese keeps these loanwords, as the customer app does.
  vi: ['Email', 'Demo', 'Coin', 'Tick'],
};
const wordless = (text: string) => !/\p{L}/u.test(text.replace(/%\{\w+\}/g, ''));

describe('the back office in the customer app’s eight languages', () => {
  it('offers each language once, in its own script', () => {
    expect(BACK_OFFICE_LOCALES.map((l) => l.locale)).toEqual(['en', 'es', 'ja', 'ko', 'th', 'vi', 'zh', 'zh-TW']);
  });

  it('has one catalogue per language, and no other', () => {
    const files = (locales: readonly string[]) => locales.map((locale) => `${locale.toLowerCase()}.json`).sort();
    expect(catalogueFiles('messages')).toEqual(files(BACK_OFFICE_LOCALES.map((l) => l.locale)));
    // English is react-admin's own (ra-language-english).
    expect(catalogueFiles('react-admin')).toEqual(files(TRANSLATED));
  });

  describe.each(Object.entries(APP))('%s', (locale, messages) => {
    const flat = flatten(messages);

    it('has every key of English', () => {
      expect([...english.keys()].filter((key) => !flat.has(key))).toEqual([]);
    });

    it('has no key English lacks', () => {
      expect([...flat.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it('has no empty or non-text value', () => {
      expect([...flat].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key)).toEqual([]);
    });

    it('translates every text but the names the language keeps as English writes them', () => {
      const allowed = new Set([...SAME_AS_ENGLISH['*']!, ...(SAME_AS_ENGLISH[locale] ?? [])]);
      const untranslated = [...english]
        .filter(([key, text]) => typeof text === 'string' && flat.get(key) === text && !allowed.has(text) && !wordless(text))
        .map(([key, text]) => `${key}: ${String(text)}`);
      expect(untranslated).toEqual([]);
    });

    it('keeps every placeholder of the English text', () => {
      const dropped = [...english]
        .filter(([key, text]) => JSON.stringify(placeholders(flat.get(key))) !== JSON.stringify(placeholders(text)))
        .map(([key]) => key);
      expect(dropped).toEqual([]);
    });

    it('translates every one of react-admin’s own words, with its placeholders', () => {
      const own = flatten(REACT_ADMIN[locale]);
      expect([...own.keys()].sort()).toEqual([...reactAdminEnglish.keys()].sort());
      // react-admin's English leaves an empty boolean blank on purpose (` `); nothing else may be blank.
      const blank = [...own].filter(
        ([key, text]) => typeof text !== 'string' || (text.trim() === '' && String(reactAdminEnglish.get(key)).trim() !== ''),
      );
      expect(blank.map(([key]) => key)).toEqual([]);
      const allowed = new Set([...SAME_AS_ENGLISH['*']!, ...(SAME_AS_ENGLISH[locale] ?? [])]);
      const untranslated = [...reactAdminEnglish].filter(
        ([key, text]) => typeof text === 'string' && own.get(key) === text && !allowed.has(text) && !wordless(text),
      );
      expect(untranslated.map(([key, text]) => `${key}: ${String(text)}`)).toEqual([]);
      expect(
        [...own]
          .filter(([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(reactAdminEnglish.get(key))))
          .map(([key]) => key),
      ).toEqual([]);
    });
  });
});

/**
 * The words the code asks for exist: every literal key (`'app.…'`, `'resources.…'`, `'ra.…'`), and
 * every label react-admin derives from a `source` (`resources.<resource>.fields.<source>`). Without
 * them react-admin shows the key, or the source humanised in English ("Customer") in every language.
 */
describe('every label the back office shows', () => {
  const root = join(__dirname, '..');
  const sources = (dir: string, out: string[] = []): string[] => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) sources(path, out);
      else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) && !path.includes(`${join(root, 'i18n')}`)) out.push(path);
    }
    return out;
  };
  const files = sources(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
  const known = new Set([...english.keys(), ...reactAdminEnglish.keys()]);
  // A key may also name a group its caller picks one text of (`app.proposals.status` + `.${id}`).
  const knownGroup = (key: string) => [...known].some((k) => k.startsWith(`${key}.`));

  it('has every literal key the code uses', () => {
    const missing = files.flatMap(({ path, text }) =>
      [...text.matchAll(/['"`]((?:app|resources|ra)\.[\w.-]+?)\.?['"`]/g)]
        .map((match) => match[1]!)
        .filter((key) => !known.has(key) && !knownGroup(key))
        .map((key) => `${path}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  /** Places where a `source` is shown under a label given elsewhere, with why. */
  const LABELLED_ELSEWHERE = new Set([
    // Inside a <Fact label="app.loans.requests.asked">.
    'resources/loans/credit-requests.tsx requestedAt',
  ]);

  it('has a label for every source an input or field is labelled by', () => {
    const unlabelled: string[] = [];
    for (const { path, text } of files) {
      const folder = /^resources\/([^/]+)\//.exec(path)?.[1];
      // An element's attributes run to its first `>` that does not close an arrow.
      for (const element of text.matchAll(/<([A-Z]\w*)\s((?:[^<>]|=>)*?)\/?>/g)) {
        const [whole, tag, attributes] = element as unknown as [string, string, string];
        const source = /\bsource="([\w.]+)"/.exec(attributes)?.[1];
        if (!source || /\b(?:label|record)=/.test(attributes) || LABELLED_ELSEWHERE.has(`${path} ${source}`)) continue;
        let resource = folder;
        if (tag === 'ReferenceInput' || tag === 'ReferenceArrayInput') {
          // The input inside is labelled under the referenced resource, unless it names its label.
          const inner = text.slice(element.index! + whole.length, text.indexOf(`</${tag}>`, element.index));
          if (/\blabel=/.test(inner)) continue;
          resource = /\breference="([\w-]+)"/.exec(attributes)?.[1];
        }
        // A shared component's field is labelled under whichever resource shows it: only its reference inputs are known here.
        if (resource && !known.has(`resources.${resource}.fields.${source}`))
          unlabelled.push(`${path}: <${tag} source="${source}"> needs resources.${resource}.fields.${source}`);
      }
    }
    expect(unlabelled).toEqual([]);
  });
});
