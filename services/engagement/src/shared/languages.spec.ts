import { LANGUAGES } from '@meridian/http';
import { CONTENT_LANGUAGES, inLanguage } from './languages';

describe('content languages', () => {
  it('are the languages the apps send', () => {
    expect([...CONTENT_LANGUAGES].sort()).toEqual(Object.keys(LANGUAGES).sort());
  });

  it('give the reader their language, else English, and say which', () => {
    const texts = { en: 'Hello', jp: 'こんにちは' };
    expect(inLanguage(texts, 'jp')).toEqual({ lang: 'jp', fallback: false, text: 'こんにちは' });
    expect(inLanguage(texts, 'hy')).toEqual({ lang: 'en', fallback: true, text: 'Hello' });
    expect(inLanguage(texts, 'en')).toEqual({ lang: 'en', fallback: false, text: 'Hello' });
    expect(inLanguage({ jp: 'x' }, 'hy')).toBeNull();
  });
});
