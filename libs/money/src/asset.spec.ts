import { ASSETS, assetOf, defineAsset, sameAsset } from './asset';
import { InvalidAssetError, MoneyError, UnknownAssetError } from './errors';

describe('assets', () => {
  it.each([
    ['USDT', 6],
    ['BTC', 8],
    ['ETH', 8],
    ['TRX', 6],
    ['USD', 2],
  ])('the catalogue knows %s with scale %i', (code, scale) => {
    expect(assetOf(code)).toEqual({ code, scale });
    expect(Object.isFrozen(assetOf(code))).toBe(true);
  });

  it('throws UnknownAssetError for a code it does not list', () => {
    expect(() => assetOf('PEPE')).toThrow(UnknownAssetError);
    expect(() => assetOf('PEPE')).toThrow(expect.objectContaining({ code: 'money.unknownAsset' }));
  });

  it('does not mistake inherited object keys for assets', () => {
    expect(() => assetOf('constructor')).toThrow(UnknownAssetError);
    expect(() => assetOf('__proto__')).toThrow(UnknownAssetError);
  });

  it('looks up a catalogue a service extends with defineAsset', () => {
    const catalogue = { ...ASSETS, PEPE: defineAsset('PEPE', 9) };
    expect(assetOf('PEPE', catalogue)).toEqual({ code: 'PEPE', scale: 9 });
    expect(() => assetOf('PEPE')).toThrow(UnknownAssetError);
  });

  it.each([
    ['usdt', 6],
    ['U', 6],
    ['US DT', 6],
    ['USDT:X', 6],
    ['USDT', -1],
    ['USDT', 1.5],
    ['USDT', 31],
    ['USDT', Number.NaN],
  ])('defineAsset refuses code %p with scale %p', (code, scale) => {
    const define = () => defineAsset(code, scale);
    expect(define).toThrow(InvalidAssetError);
    expect(define).toThrow(MoneyError);
    expect(define).toThrow(expect.objectContaining({ code: 'money.invalidAsset' }));
  });

  it('compares assets by value, since they travel as plain data', () => {
    expect(sameAsset(ASSETS.USDT, { code: 'USDT', scale: 6 })).toBe(true);
    expect(sameAsset(ASSETS.USDT, { code: 'USDT', scale: 2 })).toBe(false);
    expect(sameAsset(ASSETS.USDT, ASSETS.TRX)).toBe(false);
  });
});
