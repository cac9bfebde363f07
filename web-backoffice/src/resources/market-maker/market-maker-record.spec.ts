import { marketMakerBody } from './market-maker-record';

describe('the body of PUT /market-maker/:symbol', () => {
  const edited = {
    id: 'BTCUSDT',
    symbol: 'BTCUSDT',
    enabled: true,
    spreadBp: 25,
    levels: 5,
    levelStepBp: 10,
    quantity: ' 0.015 ',
    sizeGrowthPct: 15,
    variationPct: 20,
    updatedAt: '2025-01-02T03:04:05.000Z',
    updatedBy: 'staff-1',
    reason: '  Wider spread while the feed is volatile ',
  };

  it('carries exactly the settings and the reason', () => {
    expect(marketMakerBody(edited)).toEqual({
      enabled: true,
      spreadBp: 25,
      levels: 5,
      levelStepBp: 10,
      quantity: '0.015',
      sizeGrowthPct: 15,
      variationPct: 20,
      reason: 'Wider spread while the feed is volatile',
    });
  });

  it('leaves out the id, the symbol and who changed it last', () => {
    expect(Object.keys(marketMakerBody(edited)).sort()).toEqual(['enabled', 'levelStepBp', 'levels', 'quantity', 'reason', 'sizeGrowthPct', 'spreadBp', 'variationPct']);
  });

  it('keeps the quantity a decimal string, digits beyond a float included', () => {
    expect(marketMakerBody({ ...edited, quantity: '0.123456789012345678' }).quantity).toBe('0.123456789012345678');
  });

  it('sends a switched-off book as disabled', () => {
    expect(marketMakerBody({ ...edited, enabled: false }).enabled).toBe(false);
    expect(marketMakerBody({ ...edited, enabled: undefined }).enabled).toBe(false);
  });
});
