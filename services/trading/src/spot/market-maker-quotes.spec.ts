import { quoteLadder } from './market-maker-quotes';
import { defaultMarketMakerSettings, marketMakerSettingsDecider } from './market-maker-settings';
import { SPOT_MARKETS } from './spot-markets';
import { deciderSpec } from '@meridian/testing';

const btc = SPOT_MARKETS.get('BTCUSDT')!;
const settings = { enabled: true, spreadBp: 10, levels: 3, levelStepBp: 5, quantity: '0.0300' };

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

  it('quotes about 2,000 USDT a level by default', () => {
    expect(defaultMarketMakerSettings(btc)).toEqual({ enabled: true, spreadBp: 10, levels: 5, levelStepBp: 5, quantity: '0.0307' });
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
