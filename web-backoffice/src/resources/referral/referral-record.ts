import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { staffCan, type StaffRole } from '../../auth/staff-access';

export const REFERRAL_RULES_ID = 'default';
export const RATE_FIELDS = ['level1Bps', 'level2Bps', 'level3Bps', 'level4Bps'] as const;

// `GET/PUT /referral-rules/default` (docs/referral.md): each level's rate in basis points, the depth and
// the depth per country; a higher rate, a deeper programme or a changed country depth waits for a second member.
export type ReferralRules = RaRecord & ApiModel<'ReferralRulesResponseDto'>;
export type ReferralCommission = RaRecord & ApiModel<'ReferralCommissionStaffResponseDto'>;
export type ReferralTree = RaRecord & ApiModel<'ReferralTreeResponseDto'>;

type RulesForm = Partial<Record<(typeof RATE_FIELDS)[number] | 'depth', number | string>> & {
  countryDepths?: string | Record<string, number>;
  reason?: string;
};

/** `GB:0, DE:2` as the server's `{ GB: 0, DE: 2 }`; what does not read as a country and a depth is sent as it is, for the server to refuse. */
export const parseCountryDepths = (text: string | Record<string, number> | undefined): Record<string, number> => {
  if (text && typeof text === 'object') return text;
  const entries = String(text ?? '')
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((pair) => {
      const [country = '', depth = ''] = pair.split(/[:=]/);
      return [country.trim().toUpperCase(), Number.parseInt(depth, 10)] as const;
    });
  return Object.fromEntries(entries);
};

export const formatCountryDepths = (value: Record<string, number> | string | undefined): string =>
  value && typeof value === 'object'
    ? Object.entries(value)
        .map(([country, depth]) => `${country}:${depth}`)
        .join(', ')
    : (value ?? '');

export const referralRulesChange = (form: RulesForm) => {
  const reason = String(form.reason ?? '').trim();
  const whole = (value: number | string | undefined) => Number.parseInt(String(value ?? ''), 10);
  return {
    level1Bps: whole(form.level1Bps),
    level2Bps: whole(form.level2Bps),
    level3Bps: whole(form.level3Bps),
    level4Bps: whole(form.level4Bps),
    depth: whole(form.depth),
    countryDepths: parseCountryDepths(form.countryDepths),
    ...(reason ? { reason } : {}),
  };
};
export type ReferralRulesChangeMatchesServer = Holds<
  FitsBodyOf<ReturnType<typeof referralRulesChange>, ApiBody<'ChangeReferralRulesRequestDto'>>
>;

/** The single record: its edit form for those who may change it, read-only otherwise. */
export const referralRulesPath = (roles: readonly StaffRole[]): string =>
  staffCan(roles, 'referral-rules', 'edit') ? `/referral-rules/${REFERRAL_RULES_ID}` : `/referral-rules/${REFERRAL_RULES_ID}/show`;
