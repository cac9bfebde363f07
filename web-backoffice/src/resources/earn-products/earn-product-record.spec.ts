import { earnProductChange } from './earn-product-record';

describe('an earn product change as the API takes it', () => {
  it('sends the terms with the reason beside them, numbers as numbers and amounts as trimmed text', () => {
    const terms = {
      kind: 'custody' as 'custody' | 'vip',
      cycleDays: '14' as unknown as number,
      minAmount: ' 200 ',
      maxAmount: '20000',
      dailyRateMin: '0.002',
      dailyRateMax: '0.004',
      penalty: { kind: 'principal-share' as const, rate: '0.03' },
      enabled: true,
    };
    expect(earnProductChange({ terms, changeReason: ' Longer cycle ' })).toEqual({
      ...terms,
      minVipLevel: 0,
      cycleDays: 14,
      minAmount: '200',
      reason: 'Longer cycle',
    });
    // A VIP product carries its level as a number; a custody product never has one.
    expect(earnProductChange({ terms: { ...terms, kind: 'vip', minVipLevel: '3' as unknown as number }, changeReason: 'x' })).toMatchObject({ kind: 'vip', minVipLevel: 3 });
    expect(earnProductChange({ terms: { ...terms, minVipLevel: 3 }, changeReason: 'x' }).minVipLevel).toBe(0);
  });
});
