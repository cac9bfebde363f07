import { languageFromBrowser, LANGUAGES } from './languages';

describe('languages', () => {
  it('offers the 8 keys of the specification, in this order', () => {
    expect(LANGUAGES.map((l) => l.key)).toEqual(['en', 'xby', 'jp', 'hy', 'ty', 'yn', 'zh', 'ft']);
  });

  it('shows red up by default for Chinese, Japanese and Korean only', () => {
    expect(LANGUAGES.filter((l) => l.redUp).map((l) => l.key)).toEqual(['jp', 'hy', 'zh', 'ft']);
  });

  it('maps browser languages onto the keys', () => {
    expect(languageFromBrowser(['zh-TW'])).toBe('ft');
    expect(languageFromBrowser(['zh-Hant-HK'])).toBe('ft');
    expect(languageFromBrowser(['zh-CN'])).toBe('zh');
    expect(languageFromBrowser(['fr-FR', 'es-MX'])).toBe('xby');
    expect(languageFromBrowser(['ko'])).toBe('hy');
    expect(languageFromBrowser(['de'])).toBe('en');
  });
});
