import { Decimal } from '@meridian/money';
import { INSTRUMENTS } from '../../market/instruments';
import { fromSteps, SPOT_MARKETS, spotMarketOf, toSteps } from './spot-markets';

describe('spot markets', () => {
  it('has every spot instrument settle in whole minor units: no rounding, no dust', () => {
    const spot = INSTRUMENTS.filter((i) => i.spot);
    expect(spot.length).toBeGreaterThanOrEqual(13);
    for (const instrument of spot) {
      const market = spotMarketOf(instrument);
      expect([instrument.symbol, market.baseMinorPerLot > 0n, market.quoteMinorPerTickLot > 0n]).toEqual([instrument.symbol, true, true]);
    }
    expect(SPOT_MARKETS.get('BTCUSDT')).toEqual(expect.objectContaining({ baseMinorPerLot: 10_000n, quoteMinorPerTickLot: 1n }));
  });

  it('refuses an instrument whose tick-lot is finer than the quote coin', () => {
    const btc = INSTRUMENTS.find((i) => i.symbol === 'BTCUSDT')!;
    expect(() => spotMarketOf({ ...btc, lotStep: '0.00001' })).toThrow('BTCUSDT tick-lot is not a whole number of USDT minor units');
  });

  it.each([
    ['65000.01', '0.01', { ok: true, ticks: 6_500_001n }],
    ['65000.1', '0.01', { ok: true, ticks: 6_500_010n }],
    ['65000.001', '0.01', { ok: false, reason: 'step' }],
    ['0', '0.01', { ok: false, reason: 'invalid' }],
    ['-1', '0.01', { ok: false, reason: 'invalid' }],
    ['1e3', '0.01', { ok: false, reason: 'invalid' }],
    [12, '0.01', { ok: false, reason: 'invalid' }],
  ])('reads %p as whole steps of %s', (text, step, expected) => {
    expect(toSteps(text, Decimal.parse(step))).toEqual(expected);
  });

  it('writes steps back with the step’s decimals', () => {
    expect(fromSteps(6_500_001n, Decimal.parse('0.01'))).toBe('65000.01');
    expect(fromSteps(3n, Decimal.parse('0.0001'))).toBe('0.0003');
  });
});
