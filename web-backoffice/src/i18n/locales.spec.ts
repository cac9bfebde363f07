import englishMessages from 'ra-language-english';
import { en } from './en';
import { es } from './es';
import { ja } from './ja';
import { ko } from './ko';
import { BACK_OFFICE_LOCALES } from './locales';
import { raSpanish } from './ra-es';
import { raJapanese } from './ra-ja';
import { raKorean } from './ra-ko';
import { raThai } from './ra-th';
import { raVietnamese } from './ra-vi';
import { raChinese } from './ra-zh';
import { raTraditionalChinese } from './ra-zh-tw';
import { th } from './th';
import { vi } from './vi';
import { zh } from './zh';
import { zhTW } from './zh-tw';

type Flat = Map<string, unknown>;
const flatten = (value: unknown, prefix = '', out: Flat = new Map()): Flat => {
  if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  else out.set(prefix, value);
  return out;
};
const placeholders = (text: unknown) => [...new Set([...String(text).matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

const APP = { es, ja, ko, th, vi, zh, 'zh-TW': zhTW };
const REACT_ADMIN = {
  es: raSpanish,
  ja: raJapanese,
  ko: raKorean,
  th: raThai,
  vi: raVietnamese,
  zh: raChinese,
  'zh-TW': raTraditionalChinese,
};
const english = flatten(en);
const reactAdminEnglish = flatten(englishMessages);

describe('the back office in the customer app’s eight languages', () => {
  it('offers each language once, in its own script', () => {
    expect(BACK_OFFICE_LOCALES.map((l) => l.locale)).toEqual(['en', 'es', 'ja', 'ko', 'th', 'vi', 'zh', 'zh-TW']);
    expect(Object.keys(APP).sort()).toEqual(
      BACK_OFFICE_LOCALES.map((l) => l.locale)
        .filter((l) => l !== 'en')
        .sort(),
    );
  });

  describe.each(Object.entries(APP))('%s', (locale, messages) => {
    const flat = flatten(messages);

    it('has exactly the keys of English, none empty', () => {
      expect([...flat.keys()].sort()).toEqual([...english.keys()].sort());
      expect([...flat].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key)).toEqual([]);
    });

    it('keeps every placeholder of the English text', () => {
      const dropped = [...english]
        .filter(([key, text]) => JSON.stringify(placeholders(flat.get(key))) !== JSON.stringify(placeholders(text)))
        .map(([key]) => key);
      expect(dropped).toEqual([]);
    });

    it('translates every one of react-admin’s own words, with its placeholders', () => {
      const own = flatten(REACT_ADMIN[locale as keyof typeof REACT_ADMIN]);
      expect([...own.keys()].sort()).toEqual([...reactAdminEnglish.keys()].sort());
      // react-admin's English leaves an empty boolean blank on purpose (` `); nothing else may be blank.
      const blank = [...own].filter(
        ([key, text]) => typeof text !== 'string' || (text.trim() === '' && String(reactAdminEnglish.get(key)).trim() !== ''),
      );
      expect(blank.map(([key]) => key)).toEqual([]);
      expect(
        [...own]
          .filter(([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(reactAdminEnglish.get(key))))
          .map(([key]) => key),
      ).toEqual([]);
    });
  });
});
