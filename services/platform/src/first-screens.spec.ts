import { acceptedLanguages, firstScreenFile, readerLanguage, type FirstScreensManifest } from './first-screens';

// The manifest as web-customer/scripts/build.mjs writes it.
const manifest: FirstScreensManifest = {
  screens: [
    { name: 'home', paths: '^/(index)?$' },
    { name: 'markets', paths: '^/market/?$' },
    { name: 'exchange', paths: '^/exchange/[^/]+/?$' },
  ],
  languages: ['en', 'xby', 'jp', 'hy', 'ty', 'yn', 'zh', 'ft'],
  defaultLanguage: 'en',
  byPrimaryTag: { en: 'en', es: 'xby', ja: 'jp', ko: 'hy', th: 'ty', vi: 'yn', zh: 'zh' },
  traditionalChinese: { tags: '^zh-(tw|hk|mo|hant)', language: 'ft' },
  cookie: 'meridian.lang',
  file: 'index.{language}.{screen}.html',
};

describe('the first screen drawn for a page request', () => {
  it('reads Accept-Language most wanted first, in order among equals, without refused or wildcard tags', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-ch', 'fr', 'en', 'de']);
    expect(acceptedLanguages('en;q=0.2, ja, ko;q=0')).toEqual(['ja', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(' , ;q=1')).toEqual([]);
  });

  it('picks the language the reader chose, else the first of theirs the app has, else English', () => {
    expect(readerLanguage(manifest, { path: '/', cookie: 'a=1; meridian.lang=ty', acceptLanguage: 'ja' })).toBe('ty');
    // A cookie naming no language of the app is not believed.
    expect(readerLanguage(manifest, { path: '/', cookie: 'meridian.lang=../x', acceptLanguage: 'ja' })).toBe('jp');
    expect(readerLanguage(manifest, { path: '/', acceptLanguage: 'fr, vi-VN;q=0.9, ja;q=0.8' })).toBe('yn');
    expect(readerLanguage(manifest, { path: '/', acceptLanguage: 'zh-TW,zh;q=0.9' })).toBe('ft');
    expect(readerLanguage(manifest, { path: '/', acceptLanguage: 'zh-CN,zh;q=0.9' })).toBe('zh');
    expect(readerLanguage(manifest, { path: '/', acceptLanguage: 'de-DE' })).toBe('en');
    expect(readerLanguage(manifest, { path: '/' })).toBe('en');
  });

  it('names the drawn page for the three first screens and none for any other path', () => {
    const ja = { acceptLanguage: 'ja-JP' };
    expect(firstScreenFile(manifest, { path: '/', ...ja })).toBe('index.jp.home.html');
    expect(firstScreenFile(manifest, { path: '/index', ...ja })).toBe('index.jp.home.html');
    expect(firstScreenFile(manifest, { path: '/market', ...ja })).toBe('index.jp.markets.html');
    expect(firstScreenFile(manifest, { path: '/exchange/ETHUSDT', ...ja })).toBe('index.jp.exchange.html');
    for (const path of ['/login', '/market/BTCUSDT', '/exchange', '/exchange/a/b', '/indexes'])
      expect(firstScreenFile(manifest, { path, ...ja })).toBeUndefined();
  });
});
