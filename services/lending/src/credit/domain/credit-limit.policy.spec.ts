import { borrowingLimit, CREDIT_BANDS } from './credit-limit.policy';

describe('what a customer may borrow', () => {
  it('needs advanced verification, then a score, then a score high enough', () => {
    expect(borrowingLimit(850, ['primary'])).toEqual({ limit: '0.000000', refusal: 'loans.advancedRequired' });
    expect(borrowingLimit(null, ['primary', 'advanced'])).toEqual({ limit: '0.000000', refusal: 'loans.noScore' });
    expect(borrowingLimit(550, ['primary', 'advanced'])).toEqual({ limit: '0.000000', refusal: 'loans.scoreTooLow' });
  });

  it('takes the score’s band, capped by the verification level', () => {
    expect(borrowingLimit(720, ['primary', 'advanced']).limit).toBe('20000.000000');
    expect(borrowingLimit(900, ['primary', 'advanced'])).toEqual({ limit: '50000.000000', refusal: null });
    const lowCap = [
      { level: 'unverified' as const, withdrawPerDay: '1', canBorrow: false, borrowLimit: null, optionStakePerOrder: '1', creditScore: false },
      { level: 'primary' as const, withdrawPerDay: '1', canBorrow: false, borrowLimit: null, optionStakePerOrder: '1', creditScore: true },
      { level: 'advanced' as const, withdrawPerDay: '1', canBorrow: true, borrowLimit: '10000', optionStakePerOrder: '1', creditScore: true },
      { level: 'address' as const, withdrawPerDay: '1', canBorrow: true, borrowLimit: '10000', optionStakePerOrder: '1', creditScore: true },
    ];
    expect(borrowingLimit(900, ['primary', 'advanced'], lowCap).limit).toBe('10000.000000');
  });

  it('covers every score from 0 to 1000 with exactly one band', () => {
    for (let score = 0; score <= 1000; score++) expect(CREDIT_BANDS.filter((band) => score >= band.from && score <= band.to)).toHaveLength(1);
  });
});
