import { EU_AND_UK_COUNTRIES, isCountryCode } from '@meridian/contracts';
import { compareNumeric, DomainError, loosenedFields, rulesDecider, type ChangeRulesCommand, type LooseningRules, type RulesChangedEvent } from '@meridian/decider';

/**
 * The daily sign-in's rules as staff set them (docs/engagement.md, "Daily sign-in"): the reward of each
 * day of the 7-day cycle (USDT, paid from `platform:rewards`), and the countries where rewards are off
 * because trading incentives to retail customers are not allowed there (the EU's and the UK's rules on
 * incentives for CFDs and other speculative products: every EU member state and the UK by default).
 * One stream, `settings-sign-in-rules-default`; a higher reward or a country taken off the list
 * loosens a control and waits for a second staff member (four eyes).
 */
export interface SignInRules {
  rewardDay1: string;
  rewardDay2: string;
  rewardDay3: string;
  rewardDay4: string;
  rewardDay5: string;
  rewardDay6: string;
  rewardDay7: string;
  offInCountries: string[];
}

export const CYCLE_DAYS = 7;
export const REWARD_FIELDS = ['rewardDay1', 'rewardDay2', 'rewardDay3', 'rewardDay4', 'rewardDay5', 'rewardDay6', 'rewardDay7'] as const;

export const DEFAULT_SIGN_IN_RULES: SignInRules = {
  rewardDay1: '0.1',
  rewardDay2: '0.1',
  rewardDay3: '0.2',
  rewardDay4: '0.2',
  rewardDay5: '0.3',
  rewardDay6: '0.5',
  rewardDay7: '1',
  offInCountries: [...EU_AND_UK_COUNTRIES].sort(),
};

export const SIGN_IN_RULES_LOOSER: LooseningRules<SignInRules> = {
  ...Object.fromEntries(REWARD_FIELDS.map((field) => [field, 'higher'])),
  offInCountries: 'fewer-items',
};

export const signInRulesLoosened = (before: SignInRules, after: SignInRules) => loosenedFields(SIGN_IN_RULES_LOOSER, before, after);

/** The reward of each day, day 1 first. */
export const cycleRewards = (rules: SignInRules): string[] => REWARD_FIELDS.map((field) => rules[field]);

export type SignInRulesEvent = RulesChangedEvent<'SignInRulesChanged', SignInRules>;
export type SignInRulesCommand = ChangeRulesCommand<'ChangeSignInRules', SignInRules>;

export const SIGN_IN_RULES_ID = 'default';
export const signInRulesStream = (id = SIGN_IN_RULES_ID) => `settings-sign-in-rules-${id}`;

/** A reward: USDT, at most six decimals, at most 1,000 a day. */
const USDT_REWARD = /^\d{1,4}(\.\d{1,6})?$/;

export function checkSignInRules(rules: SignInRules): SignInRules {
  const checked = {} as SignInRules;
  for (const field of REWARD_FIELDS) {
    const value = String(rules?.[field] ?? '').trim();
    if (!USDT_REWARD.test(value) || compareNumeric(value, '1000') > 0) throw new DomainError('rewards.amountInvalid', { field });
    checked[field] = value;
  }
  if (!Array.isArray(rules.offInCountries) || rules.offInCountries.length > 300)
    throw new DomainError('field.invalid', { field: 'offInCountries' });
  const countries = rules.offInCountries.map((code) => (typeof code === 'string' ? code.trim().toUpperCase() : ''));
  const unknown = countries.find((code) => !isCountryCode(code));
  if (unknown !== undefined) throw new DomainError('rewards.countryInvalid', { country: unknown || '?' });
  checked.offInCountries = [...new Set(countries)].sort();
  return checked;
}

export const signInRulesDecider = rulesDecider<'ChangeSignInRules', 'SignInRulesChanged', SignInRules>(
  'SignInRulesChanged',
  DEFAULT_SIGN_IN_RULES,
  checkSignInRules,
);
