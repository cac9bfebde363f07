import { isCountryCode } from '@meridian/contracts';
import { DomainError, loosenedFields, rulesDecider, type ChangeRulesCommand, type LooseningRules, type RulesChangedEvent } from '@meridian/decider';

/**
 * The referral programme's rules as staff set them (docs/referral.md): the commission rate of each
 * level in basis points of the trading fee the referred customer paid, how many levels pay (the
 * specification's 4 by default), and the depth per country: 0 where a referral reward is not allowed
 * (the United Kingdom: the FCA's financial promotion rules ban refer-a-friend incentives for crypto
 * since October 2023). One stream, `settings-referral-rules-default`; a higher rate, a deeper programme
 * or any change to the country depths loosens a control and waits for a second staff member.
 */
export interface ReferralRules {
  level1Bps: number;
  level2Bps: number;
  level3Bps: number;
  level4Bps: number;
  /** How many levels of inviters earn (0 to 4). */
  depth: number;
  /** Countries with their own depth (ISO alpha-2 to 0..4); 0 turns referral rewards off there. */
  countryDepths: Record<string, number>;
}

/** The specification's 4 levels: the most the programme ever records and pays. */
export const MAX_LEVELS = 4;
/** Commission is paid on fees paid within this many months of the referred customer's registration. */
export const COMMISSION_MONTHS = 12;
export const RATE_FIELDS = ['level1Bps', 'level2Bps', 'level3Bps', 'level4Bps'] as const;

export const DEFAULT_REFERRAL_RULES: ReferralRules = {
  level1Bps: 2000,
  level2Bps: 1000,
  level3Bps: 500,
  level4Bps: 250,
  depth: 4,
  countryDepths: { GB: 0 },
};

export const REFERRAL_RULES_LOOSER: LooseningRules<ReferralRules> = {
  level1Bps: 'higher',
  level2Bps: 'higher',
  level3Bps: 'higher',
  level4Bps: 'higher',
  depth: 'higher',
  countryDepths: 'any-change',
};

export const referralRulesLoosened = (before: ReferralRules, after: ReferralRules) => loosenedFields(REFERRAL_RULES_LOOSER, before, after);

/** The rate of each level, level 1 first. */
export const levelRates = (rules: ReferralRules): number[] => RATE_FIELDS.map((field) => rules[field]);

/** How many levels pay for an inviter in this country (unknown country: the programme's depth). */
export const depthIn = (rules: ReferralRules, country: string | null): number =>
  Math.min(rules.depth, country !== null && rules.countryDepths[country] !== undefined ? rules.countryDepths[country]! : rules.depth);

const isLevelCount = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_LEVELS;

export function checkReferralRules(rules: ReferralRules): ReferralRules {
  const checked = {} as ReferralRules;
  for (const field of RATE_FIELDS) {
    const value = rules?.[field];
    if (!Number.isInteger(value) || value < 0 || value > 10_000) throw new DomainError('referral.rateInvalid', { field });
    checked[field] = value;
  }
  // The levels together never give away more than the whole fee.
  if (levelRates(checked).reduce((a, b) => a + b, 0) > 10_000) throw new DomainError('referral.rateInvalid', { field: 'level1Bps' });
  if (!isLevelCount(rules.depth)) throw new DomainError('referral.depthInvalid', { field: 'depth' });
  checked.depth = rules.depth;
  const entries = Object.entries(rules.countryDepths ?? {});
  if (typeof rules.countryDepths !== 'object' || rules.countryDepths === null || entries.length > 300)
    throw new DomainError('field.invalid', { field: 'countryDepths' });
  checked.countryDepths = {};
  for (const [raw, depth] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const country = raw.trim().toUpperCase();
    if (!isCountryCode(country)) throw new DomainError('rewards.countryInvalid', { country: country || '?' });
    if (!isLevelCount(depth)) throw new DomainError('referral.depthInvalid', { field: 'countryDepths' });
    checked.countryDepths[country] = depth;
  }
  return checked;
}

export type ReferralRulesEvent = RulesChangedEvent<'ReferralRulesChanged', ReferralRules>;
export type ReferralRulesCommand = ChangeRulesCommand<'ChangeReferralRules', ReferralRules>;

export const REFERRAL_RULES_ID = 'default';
export const referralRulesStream = (id = REFERRAL_RULES_ID) => `settings-referral-rules-${id}`;

export const referralRulesDecider = rulesDecider<'ChangeReferralRules', 'ReferralRulesChanged', ReferralRules>(
  'ReferralRulesChanged',
  DEFAULT_REFERRAL_RULES,
  checkReferralRules,
);
