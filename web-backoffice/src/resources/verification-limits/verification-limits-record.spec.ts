import { verificationLimitsChange } from './verification-limits-record';

describe('the verification limits staff send', () => {
  it('sends every row with amounts trimmed, and no borrowing limit where borrowing is off', () => {
    // Nothing to trim, borrowing on: sent as it is.
    const advanced = {
      level: 'advanced',
      withdrawPerDay: '500000',
      canBorrow: true,
      borrowLimit: '100000',
      optionStakePerOrder: '10000',
      creditScore: true,
    };
    const sent = verificationLimitsChange({
      limits: [
        {
          level: 'unverified',
          withdrawPerDay: ' 30000 ',
          canBorrow: false,
          borrowLimit: '5',
          optionStakePerOrder: '500',
          creditScore: false,
        },
        advanced,
      ],
      reason: ' Q4 review ',
    });
    expect(sent).toEqual({
      limits: [
        {
          level: 'unverified',
          withdrawPerDay: '30000',
          canBorrow: false,
          borrowLimit: null,
          optionStakePerOrder: '500',
          creditScore: false,
        },
        advanced,
      ],
      reason: 'Q4 review',
    });
  });
});
