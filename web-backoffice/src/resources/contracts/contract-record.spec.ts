import { contractChange } from './contract-record';

describe('a contract change as the server takes it', () => {
  it('sends the figures staff may change, the financing rates flattened, and the reason trimmed', () => {
    // Sent as staff typed them.
    const figures = {
      maxLeverage: 20,
      minLots: '0.01',
      maxLots: '50',
      spread: '0.50',
      openFeeRate: '0.00005',
      closeFeeRate: '0.00005',
      liquidationFeeRate: '0.001',
    };
    const change = contractChange({
      id: 'XAUUSD',
      symbol: 'XAUUSD',
      ...figures,
      financing: { kind: 'daily', longRate: '0.0002', shortRate: '0.0001', tripleOnWednesday: true },
      houseExposureCap: '1000000',
      maintenance: { kind: 'share-of-initial', share: ' 0.5 ' },
      reason: '  wider spread on news ',
    });
    expect(change).toEqual({
      ...figures,
      financingLongRate: '0.0002',
      financingShortRate: '0.0001',
      houseExposureCap: '1000000',
      maintenanceShare: '0.5',
      reason: 'wider spread on news',
    });
  });

  it('sends a ladder of tiers, the open last tier without a ceiling, and leaves the amounts to the server', () => {
    const change = contractChange({
      maintenance: {
        kind: 'tiers',
        tiers: [
          { notionalUpTo: '50000', rate: '0.005', amount: '0', maxLeverage: 100 },
          { notionalUpTo: '', rate: '0.01', amount: '250', maxLeverage: '50' },
        ],
      },
    });
    expect('marginTiers' in change && change.marginTiers).toEqual([
      { notionalUpTo: '50000', rate: '0.005', maxLeverage: 100 },
      { notionalUpTo: null, rate: '0.01', maxLeverage: 50 },
    ]);
  });
});
