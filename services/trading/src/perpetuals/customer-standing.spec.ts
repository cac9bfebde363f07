import { commitmentCaps, type CustomerStanding } from './customer-standing';

const standing = (fields: Partial<CustomerStanding>): CustomerStanding => ({ country: null, basis: 'unknown', demo: false, tiers: [], riskProfile: 'not_assessed', ...fields });

describe('what a customer may commit at once', () => {
  it('takes the lower of the verification level’s and the risk profile’s option caps, and says which', () => {
    expect(commitmentCaps(standing({})).optionStake).toEqual({ max: '500', by: 'verification' });
    expect(commitmentCaps(standing({ tiers: ['primary'] })).optionStake).toEqual({ max: '1000', by: 'risk-profile' });
    expect(commitmentCaps(standing({ tiers: ['primary'], riskProfile: 'steady' })).optionStake).toEqual({ max: '5000', by: 'verification' });
    expect(commitmentCaps(standing({ tiers: ['primary', 'advanced'], riskProfile: 'steady' })).optionStake).toEqual({ max: '5000', by: 'risk-profile' });
  });

  it('caps a position’s margin by the risk profile alone, and demo money not at all', () => {
    expect(commitmentCaps(standing({ riskProfile: 'aggressive' })).contractMargin).toBe('500000');
    expect(commitmentCaps(standing({ demo: true }))).toEqual({ optionStake: null, contractMargin: null });
  });
});
