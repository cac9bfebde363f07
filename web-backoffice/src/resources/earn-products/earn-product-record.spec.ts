import { earnProductChange } from './earn-product-record';

describe('an earn product change as the API takes it', () => {
  it('sends the terms with the reason beside them, numbers as numbers and amounts as trimmed text', () => {
    const terms = {
      kind: 'custody' as const,
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
      cycleDays: 14,
      minAmount: '200',
      reason: 'Longer cycle',
    });
  });
});
