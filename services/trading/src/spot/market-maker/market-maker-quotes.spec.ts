import { Decimal } from '@meridian/money';
import { quoteLadder } from './market-maker-quotes';
import { defaultMarketMakerSettings, marketMakerSettingsDecider } from './market-maker-settings';
import { SPOT_MARKETS } from '../domain/spot-markets';
import { deciderSpec } from '@meridian/testing';

const btc = SPOT_MARKETS.get('BTCUSDT')!;
const settings = { enabled: true, spreadBp: 10, levels: 3, levelStepBp: 5, quantity: '0.0300', sizeGrowthPct: 0, variationPct: 0 };

describe('market maker quotes', () => {
  it('ladders bids down and asks up from the reference, half the spread away first', () => {
    expect(quoteLadder(btc, '65000.00', settings)).toEqual({
      bids: [
        { price: '64967.50', quantity: '0.0300' },
        { price: '64935.00', quantity: '0.0300' },
        { price: '64902.50', quantity: '0.0300' },
      ],
      asks: [
        { price: '65032.50', quantity: '0.0300' },
        { price: '65065.00', quantity: '0.0300' },
        { price: '65097.50', quantity: '0.0300' },
      ],
    });
  });

  it('never crosses or repeats a level when the price is a few ticks wide', () => {
    const trx = SPOT_MARKETS.get('TRXUSDT')!;
    const ladder = quoteLadder(trx, '0.000010', { ...settings, spreadBp: 1, levelStepBp: 1 });
    expect(new Set(ladder.bids.map((b) => b.price)).size).toBe(ladder.bids.length);
    expect(Number(ladder.bids[0]!.price)).toBeLessThan(Number(ladder.asks[0]!.price));
  });

  it('quotes 20 levels a side by default, the first about 2,000 USDT', () => {
    expect(defaultMarketMakerSettings(btc)).toEqual({ enabled: true, spreadBp: 10, levels: 20, levelStepBp: 3, quantity: '0.0307', sizeGrowthPct: 15, variationPct: 20 });
  });

  it('grows sizes away from the mid, varies them a little, in whole lots, the same for the same price', () => {
    const book = quoteLadder(btc, '65000.00', defaultMarketMakerSettings(btc));
    expect(book.bids).toHaveLength(20);
    expect(book.asks).toHaveLength(20);
    const sizes = book.bids.map((b) => Decimal.parse(b.quantity));
    for (const size of sizes) expect(size.divide(btc.lotStep, 8, 'down').scale === 8 && size.isPositive()).toBe(true);
    expect(new Set(book.bids.map((b) => b.quantity)).size).toBeGreaterThan(10);
    expect(sizes[19]!.compare(sizes[0]!.multiply(Decimal.parse('2')))).toBeGreaterThan(0);
    expect(quoteLadder(btc, '65000.00', defaultMarketMakerSettings(btc))).toEqual(book);
    expect(quoteLadder(btc, '65000.50', defaultMarketMakerSettings(btc)).bids.map((b) => b.quantity)).not.toEqual(book.bids.map((b) => b.quantity));
  });

  it('keeps sizes within the variation of their level', () => {
    const flat = { ...settings, levels: 20, quantity: '1.0000', sizeGrowthPct: 0, variationPct: 10 };
    for (const reference of ['64000.00', '65000.00', '66000.00']) {
      for (const level of quoteLadder(btc, reference, flat).asks) {
        const size = Decimal.parse(level.quantity);
        expect(size.compare(Decimal.parse('0.9000'))).toBeGreaterThanOrEqual(0);
        expect(size.compare(Decimal.parse('1.1000'))).toBeLessThanOrEqual(0);
      }
    }
  });
});

describe('market maker settings', () => {
  const spec = deciderSpec(marketMakerSettingsDecider.decide, marketMakerSettingsDecider.evolve, marketMakerSettingsDecider.initialState);
  const configure = (data: Record<string, unknown>) => ({
    type: 'ConfigureMarketMaker' as const,
    data: { ...settings, symbol: 'BTCUSDT', staffId: 'admin-1', reason: 'tighter for the launch', ...data } as never,
    metadata: { now: '2026-11-22T10:00:00.000Z' },
  });

  it('records the change with who made it and why', () =>
    spec
      .given([])
      .when(configure({ spreadBp: 8 }))
      .then([
        {
          type: 'MarketMakerConfigured',
          data: {
            ...settings,
            spreadBp: 8,
            symbol: 'BTCUSDT',
            staffId: 'admin-1',
            reason: 'tighter for the launch',
            at: '2026-11-22T10:00:00.000Z',
          },
        },
      ]));

  it.each([
    [{ reason: '  ' }, 'reason'],
    [{ spreadBp: 0 }, 'spreadBp'],
    [{ levels: 21 }, 'levels'],
    [{ levelStepBp: 1.5 }, 'levelStepBp'],
    [{ quantity: '0.00001' }, 'quantity'],
    [{ symbol: 'EURUSD' }, 'symbol'],
  ])('refuses %p', (data, field) => spec.given([]).when(configure(data)).thenThrows(`marketMaker.invalid:${field}`));
});
