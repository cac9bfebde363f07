import { amountForPercent, sizeFieldOf } from './percent-of-balance';

const btc = { lotStep: '0.0001', decimals: 2 as const };

describe('sizing an order by a share of the balance', () => {
  it('sizes a limit buy in base coin from the quote balance at the limit price, rounded down to the lot step', () => {
    // 1000 USDT × 25% / 65000 = 0.003846… BTC -> 0.0038
    expect(amountForPercent({ side: 'buy', type: 'limit', percent: '25', available: '1000', price: '65000', market: btc })).toBe('0.0038');
    expect(amountForPercent({ side: 'buy', type: 'limit', percent: '100', available: '650', price: '65000.00', market: btc })).toBe(
      '0.0100',
    );
  });

  it('sizes a market buy as an amount of the quote coin, rounded down to the pair decimals', () => {
    expect(amountForPercent({ side: 'buy', type: 'market', percent: '75', available: '100.555555', price: '', market: btc })).toBe('75.41');
    expect(amountForPercent({ side: 'buy', type: 'market', percent: '100', available: '100.559', price: '', market: btc })).toBe('100.55');
  });

  it('sizes a sell of either type from the base balance, rounded down to the lot step', () => {
    expect(amountForPercent({ side: 'sell', type: 'limit', percent: '50', available: '0.12345678', price: '65000', market: btc })).toBe(
      '0.0617',
    );
    expect(amountForPercent({ side: 'sell', type: 'market', percent: '100', available: '0.12345678', price: '', market: btc })).toBe(
      '0.1234',
    );
    expect(
      amountForPercent({ side: 'sell', type: 'market', percent: '25', available: '3', price: '', market: { lotStep: '0.5', decimals: 2 } }),
    ).toBe('0.5');
  });

  it('never rounds up past the balance, even for an exact multiple', () => {
    expect(amountForPercent({ side: 'buy', type: 'limit', percent: '100', available: '649.99', price: '65000', market: btc })).toBe(
      '0.0099',
    );
  });

  it('waits for a usable price before sizing a limit buy', () => {
    for (const price of ['', '0', '0.00', 'abc', '-1']) {
      expect(amountForPercent({ side: 'buy', type: 'limit', percent: '50', available: '1000', price, market: btc })).toBeNull();
    }
  });

  it('knows which field holds the size', () => {
    expect(sizeFieldOf('buy', 'market')).toBe('quoteAmount');
    expect(sizeFieldOf('buy', 'limit')).toBe('quantity');
    expect(sizeFieldOf('sell', 'market')).toBe('quantity');
  });
});
