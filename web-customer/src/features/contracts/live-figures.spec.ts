import { leverageSteps, livePnl, returnOnMargin } from './live-figures';

describe('live position figures', () => {
  it('moves a long’s profit with the price and a short’s against it', () => {
    expect(livePnl({ side: 'long', quantity: '0.50', entryPrice: '60000.00' }, '60100.00')).toBe('50.00');
    expect(livePnl({ side: 'short', quantity: '0.50', entryPrice: '60000.00' }, '60100.00')).toBe('-50.00');
    expect(livePnl({ side: 'long', quantity: '1', entryPrice: null }, '1')).toBeNull();
  });

  it('states the return on the margin in percent', () => {
    expect(returnOnMargin('50.00', '3000.000000')).toBe('1.67');
    expect(returnOnMargin(null, '1')).toBeNull();
  });

  it('offers the usual leverages up to the contract’s maximum', () => {
    expect(leverageSteps(25)).toEqual([1, 2, 3, 5, 10, 20, 25]);
    expect(leverageSteps(100)).toContain(100);
  });
});
