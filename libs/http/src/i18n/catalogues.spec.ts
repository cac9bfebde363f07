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

  /**
   * A sentence left in English in another catalogue is one nobody translated. Only texts without
   * words of their own may read the same: placeholders, names and symbols (`{from} → {to}`).
   */
  const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
    // Spanish names the spot account as the customer app does, in English.
    xby: ['accountName.bb'],
  };
  it.each(Object.entries(catalogues).filter(([lang]) => lang !== 'en'))('%s translates every sentence', (lang, catalogue) => {
    const wordless = (text: string) => !/\p{L}{2,}/u.test(text.replace(/\{\w+\}/g, '').replace(/\b(?:USDT|USD|JPY|ETF|VIP|JPG|JPEG|PNG|MB|SWIFT|GTC|IOC|FOK|OCO|ISO|YYYY-MM-DD)\b/g, ''));
    const untranslated = keys.filter((key) => catalogue[key as keyof typeof en] === en[key as keyof typeof en] && !wordless(en[key as keyof typeof en]) && !SAME_AS_ENGLISH[lang]?.includes(key));
    expect(untranslated).toEqual([]);
  });

  it('fills placeholders and picks the language from lang, then Accept-Language', () => {
    expect(translate('en', 'code.tooSoon', { seconds: 42 })).toBe('Please wait 42 seconds before requesting another code');
    expect(resolveLang('jp')).toBe('jp');
    expect(resolveLang(undefined, 'zh-TW,zh;q=0.9')).toBe('ft');
    expect(resolveLang(undefined, 'es-ES,es;q=0.9')).toBe('xby');
    expect(resolveLang('klingon', 'fr-FR')).toBe('en');
  });
});

describe('quantities in messages', () => {
  it('are written the way the reader’s language writes numbers, exactly, and a code stays as sent', () => {
    expect(translate('en', 'contracts.insufficientMargin', { needed: '37000.00' })).toContain('37,000.00 USDT');
    expect(translate('xby', 'contracts.insufficientMargin', { needed: '37000.00' })).toContain('37.000,00');
    expect(translate('yn', 'withdraw.aboveMaximum', { max: '1234567.123456789012' })).toContain('1.234.567,123456789012');
    expect(translate('en', 'withdraw.aboveMaximum', { max: '-98765432109876543210.5' })).toContain('-98,765,432,109,876,543,210.50');
    // A stored scale's trailing zeros beyond two decimals are not shown; a digit that counts always is.
    expect(translate('en', 'contracts.insufficientMargin', { needed: '5000.000000' })).toContain('5,000.00 USDT');
    expect(translate('en', 'contracts.insufficientMargin', { needed: '0.000150' })).toContain('0.00015 USDT');
    expect(translate('en', 'code.body', { code: '123456' })).toContain('123456');
    expect(translate('en', 'code.tooSoon', { seconds: 42 })).toBe('Please wait 42 seconds before requesting another code');
  });
});
