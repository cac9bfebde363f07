import { Decimal } from '@meridian/money';
import { deciderSpec } from '@meridian/testing';
import { loosenedFields } from '@meridian/decider';
import { defaultMarketMakerSettings, MARKET_MAKER_LOOSER, marketMakerSettingsDecider, type MarketMakerSettings, type MarketMakerSettingsCommand } from './market-maker-settings';
import { SPOT_MARKETS } from '../domain/spot-markets';

const spec = deciderSpec(marketMakerSettingsDecider.decide, marketMakerSettingsDecider.evolve, marketMakerSettingsDecider.initialState);
const now = '2026-11-24T06:00:00.000Z';
const configure = (fields: Partial<MarketMakerSettingsCommand['data']> = {}): MarketMakerSettingsCommand => ({
  type: 'ConfigureMarketMaker',
  data: { symbol: 'BTCUSDT', enabled: true, spreadBp: 20, levels: 10, levelStepBp: 5, quantity: '0.05', sizeGrowthPct: 10, variationPct: 5, staffId: 'admin-1', reason: 'deeper book', ...fields },
  metadata: { now },
});

describe('market maker settings', () => {
  it('records a change with the staff member, a trimmed reason and the time', () =>
    spec
      .given([])
      .when(configure({ reason: '  deeper book  ' }))
      .then([{ type: 'MarketMakerConfigured', data: { ...configure().data, reason: 'deeper book', at: now } }]));

  it.each([
    ['an unknown market', { symbol: 'NOPEUSDT' }, 'symbol'],
    ['a spread of zero', { spreadBp: 0 }, 'spreadBp'],
    ['a fractional spread', { spreadBp: 1.5 }, 'spreadBp'],
    ['more than 20 levels', { levels: 21 }, 'levels'],
    ['a step of zero', { levelStepBp: 0 }, 'levelStepBp'],
    ['a quantity off the lot step', { quantity: '0.000001' }, 'quantity'],
    ['a quantity that is no number', { quantity: 'lots' }, 'quantity'],
    ['an empty reason', { reason: '   ' }, 'reason'],
    ['sizes growing more than 100% a level', { sizeGrowthPct: 101 }, 'sizeGrowthPct'],
    ['a negative variation', { variationPct: -1 }, 'variationPct'],
    ['a variation over 50%', { variationPct: 51 }, 'variationPct'],
    ['enabled as text', { enabled: 'yes' as unknown as boolean }, 'enabled'],
  ])('refuses %s and names the field', (_, fields, field) => spec.given([]).when(configure(fields)).thenThrows(`marketMaker.invalid:${field}`));

  it('applies the newest settings', () => {
    const [first] = marketMakerSettingsDecider.decide(configure(), null);
    const [second] = marketMakerSettingsDecider.decide(configure({ enabled: false, levels: 3 }), null);
    const state = [first!, second!].reduce(marketMakerSettingsDecider.evolve, marketMakerSettingsDecider.initialState());
    expect(state).toEqual({ enabled: false, spreadBp: 20, levels: 3, levelStepBp: 5, quantity: '0.05', sizeGrowthPct: 10, variationPct: 5 });
  });

  it('reads settings recorded before sizes could grow or vary as the flat book they quoted', () => {
    const { sizeGrowthPct: _growth, variationPct: _variation, ...recorded } = configure().data;
    const state = marketMakerSettingsDecider.evolve(null, { type: 'MarketMakerConfigured', data: { ...recorded, at: now } });
    expect(state).toMatchObject({ sizeGrowthPct: 0, variationPct: 0 });
  });

  it('defaults every book to whole lots worth about 2,000 USDT a level, and never to nothing', () => {
    for (const market of SPOT_MARKETS.values()) {
      const settings = defaultMarketMakerSettings(market);
      const lots = Decimal.parse(settings.quantity).divide(market.lotStep, 8, 'down');
      expect({ symbol: market.symbol, whole: lots.rescale(0, 'down').equals(lots), positive: lots.isPositive() }).toEqual({ symbol: market.symbol, whole: true, positive: true });
    }
  });

  describe('which changes loosen a control (the house takes more risk at a thinner margin)', () => {
    const book: MarketMakerSettings = { enabled: true, spreadBp: 20, levels: 10, levelStepBp: 5, quantity: '0.05', sizeGrowthPct: 10, variationPct: 5 };
    const loosened = (change: Partial<MarketMakerSettings>, from: MarketMakerSettings = book) => loosenedFields(MARKET_MAKER_LOOSER, from, { ...from, ...change });

    it('a narrower spread, levels closer to the mid, more or larger levels, faster growth, wider variation, quoting a book that was off', () => {
      expect(loosened({ spreadBp: 10 })).toEqual(['spreadBp']);
      expect(loosened({ levelStepBp: 1 })).toEqual(['levelStepBp']);
      expect(loosened({ levels: 20, quantity: '0.5' })).toEqual(['levels', 'quantity']);
      expect(loosened({ sizeGrowthPct: 50, variationPct: 20 })).toEqual(['sizeGrowthPct', 'variationPct']);
      expect(loosened({ enabled: true }, { ...book, enabled: false })).toEqual(['enabled']);
    });

    it('a wider spread, fewer or smaller levels, switching the house off apply at once', () =>
      expect(loosened({ spreadBp: 40, levels: 3, levelStepBp: 10, quantity: '0.01', sizeGrowthPct: 0, variationPct: 0, enabled: false })).toEqual([]));

    it('compares quantities as decimals, not as text', () => {
      expect(loosened({ quantity: '0.050' })).toEqual([]);
      expect(loosened({ quantity: '0.1' })).toEqual(['quantity']);
    });
  });
});
