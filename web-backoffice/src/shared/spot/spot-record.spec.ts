import { isMarketMaker, splitSymbol } from './spot-record';

describe('spot symbols', () => {
  it('split into the base and the quote coin', () => {
    expect(splitSymbol('BTCUSDT')).toEqual({ base: 'BTC', quote: 'USDT' });
    expect(splitSymbol('TRXUSDT')).toEqual({ base: 'TRX', quote: 'USDT' });
    expect(splitSymbol('ETHBTC')).toEqual({ base: 'ETH', quote: 'BTC' });
  });

  it('keep the whole symbol as the base when the quote is unknown', () => {
    expect(splitSymbol('XAUEUR')).toEqual({ base: 'XAUEUR', quote: '' });
    expect(splitSymbol('USDT')).toEqual({ base: 'USDT', quote: '' });
  });
});

describe('the house market maker', () => {
  it('is told apart from customers by its id', () => {
    expect(isMarketMaker('market-maker')).toBe(true);
    expect(isMarketMaker('7f3c1d')).toBe(false);
    expect(isMarketMaker(undefined)).toBe(false);
  });
});
