import { DomainError } from '@meridian/decider';
import { checkReferralRules, DEFAULT_REFERRAL_RULES, depthIn, referralRulesLoosened } from './referral-rules';

describe('the referral rules', () => {
  it('pay 4 levels by default and none in the United Kingdom', () => {
    expect(depthIn(DEFAULT_REFERRAL_RULES, null)).toBe(4);
    expect(depthIn(DEFAULT_REFERRAL_RULES, 'SG')).toBe(4);
    expect(depthIn(DEFAULT_REFERRAL_RULES, 'GB')).toBe(0);
  });

  it('treat a higher rate, a deeper programme or a changed country depth as loosening (four eyes)', () => {
    expect(referralRulesLoosened(DEFAULT_REFERRAL_RULES, { ...DEFAULT_REFERRAL_RULES, level1Bps: 2500 })).toEqual(['level1Bps']);
    expect(referralRulesLoosened(DEFAULT_REFERRAL_RULES, { ...DEFAULT_REFERRAL_RULES, level1Bps: 1500, depth: 3 })).toEqual([]);
    expect(referralRulesLoosened(DEFAULT_REFERRAL_RULES, { ...DEFAULT_REFERRAL_RULES, countryDepths: {} })).toEqual(['countryDepths']);
  });

  it('refuse rates above the whole fee, a depth past 4 and an unknown country', () => {
    expect(() => checkReferralRules({ ...DEFAULT_REFERRAL_RULES, level1Bps: 9000, level2Bps: 2000 })).toThrow(DomainError);
    expect(() => checkReferralRules({ ...DEFAULT_REFERRAL_RULES, depth: 5 })).toThrow(DomainError);
    expect(() => checkReferralRules({ ...DEFAULT_REFERRAL_RULES, countryDepths: { XX: 0 } })).toThrow(DomainError);
    expect(checkReferralRules({ ...DEFAULT_REFERRAL_RULES, countryDepths: { gb: 0, de: 2 } }).countryDepths).toEqual({ DE: 2, GB: 0 });
  });
});
