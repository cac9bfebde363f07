import { catalogues, resolveLang, translate } from './translate';
import { en } from './en';

describe('server message catalogues', () => {
  const keys = Object.keys(en).sort();

  it.each(Object.entries(catalogues))('%s has every key, none empty, with the same placeholders', (_lang, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) {
      const text = catalogue[key as keyof typeof en];
      expect(text.trim()).not.toBe('');
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(text)).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  it('fills placeholders and picks the language from lang, then Accept-Language', () => {
    expect(translate('en', 'code.tooSoon', { seconds: 42 })).toBe('Please wait 42 seconds before requesting another code');
    expect(resolveLang('jp')).toBe('jp');
    expect(resolveLang(undefined, 'zh-TW,zh;q=0.9')).toBe('ft');
    expect(resolveLang(undefined, 'es-ES,es;q=0.9')).toBe('xby');
    expect(resolveLang('klingon', 'fr-FR')).toBe('en');
  });
});
