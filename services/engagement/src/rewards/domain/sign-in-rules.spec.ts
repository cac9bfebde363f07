import { DeciderSpecification } from '@meridian/testing';
import { DEFAULT_SIGN_IN_RULES, signInRulesDecider, signInRulesLoosened } from './sign-in-rules';

const spec = DeciderSpecification.for(signInRulesDecider);
const change = (rules = DEFAULT_SIGN_IN_RULES) => ({
  type: 'ChangeSignInRules' as const,
  data: { rules, staffId: 's1', reason: ' why ' },
  metadata: { now: '2026-03-01T00:00:00.000Z' },
});

describe('the sign-in rules', () => {
  it('turn rewards off in every EU member state and the UK by default', () => {
    expect(DEFAULT_SIGN_IN_RULES.offInCountries).toHaveLength(28);
    expect(DEFAULT_SIGN_IN_RULES.offInCountries).toEqual(expect.arrayContaining(['DE', 'FR', 'GB', 'IE']));
  });

  it('loosen with a higher reward or a country taken off, tighten otherwise', () => {
    expect(signInRulesLoosened(DEFAULT_SIGN_IN_RULES, { ...DEFAULT_SIGN_IN_RULES, rewardDay7: '5' })).toEqual(['rewardDay7']);
    expect(
      signInRulesLoosened(DEFAULT_SIGN_IN_RULES, {
        ...DEFAULT_SIGN_IN_RULES,
        offInCountries: DEFAULT_SIGN_IN_RULES.offInCountries.filter((c) => c !== 'GB'),
      }),
    ).toEqual(['offInCountries']);
    expect(
      signInRulesLoosened(DEFAULT_SIGN_IN_RULES, {
        ...DEFAULT_SIGN_IN_RULES,
        rewardDay1: '0',
        offInCountries: [...DEFAULT_SIGN_IN_RULES.offInCountries, 'US'],
      }),
    ).toEqual([]);
  });

  it('records a change with its countries in order, each once', () =>
    spec
      .given([])
      .when(change({ ...DEFAULT_SIGN_IN_RULES, offInCountries: ['gb', 'DE', 'DE'] }))
      .then([
        {
          type: 'SignInRulesChanged',
          data: {
            rules: { ...DEFAULT_SIGN_IN_RULES, offInCountries: ['DE', 'GB'] },
            staffId: 's1',
            reason: 'why',
            at: '2026-03-01T00:00:00.000Z',
          },
        },
      ]));

  it('refuses a reward that is not a USDT amount up to 1,000', () => {
    spec
      .given([])
      .when(change({ ...DEFAULT_SIGN_IN_RULES, rewardDay3: '-1' }))
      .thenThrows('rewards.amountInvalid');
    spec
      .given([])
      .when(change({ ...DEFAULT_SIGN_IN_RULES, rewardDay3: '1000.5' }))
      .thenThrows('rewards.amountInvalid');
    spec
      .given([])
      .when(change({ ...DEFAULT_SIGN_IN_RULES, rewardDay3: '0.0000001' }))
      .thenThrows('rewards.amountInvalid');
  });

  it('refuses a country code that does not exist', () =>
    spec
      .given([])
      .when(change({ ...DEFAULT_SIGN_IN_RULES, offInCountries: ['XX'] }))
      .thenThrows('rewards.countryInvalid'));
});
