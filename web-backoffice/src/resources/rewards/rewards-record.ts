import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { staffCan, type StaffRole } from '../../auth/staff-access';

export const SIGN_IN_RULES_ID = 'default';
export const REWARD_DAYS = ['rewardDay1', 'rewardDay2', 'rewardDay3', 'rewardDay4', 'rewardDay5', 'rewardDay6', 'rewardDay7'] as const;

// `GET/PUT /sign-in-rules/default` (docs/engagement.md, "Daily sign-in"): each day's reward and where
// rewards are off; a higher reward or a country taken off waits for a second finance member.
export type SignInRules = RaRecord & ApiModel<'SignInRulesResponseDto'>;
export type SignInRecord = RaRecord & ApiModel<'SignInStaffResponseDto'>;

type RulesForm = Partial<Record<(typeof REWARD_DAYS)[number], string>> & { offInCountries?: string | string[]; reason?: string };

export const signInRulesChange = (form: RulesForm) => {
  const countries = Array.isArray(form.offInCountries) ? form.offInCountries : String(form.offInCountries ?? '').split(/[\s,]+/);
  const reason = String(form.reason ?? '').trim();
  return {
    ...(Object.fromEntries(REWARD_DAYS.map((day) => [day, String(form[day] ?? '').trim()])) as Record<
      (typeof REWARD_DAYS)[number],
      string
    >),
    offInCountries: countries.map((code) => code.trim().toUpperCase()).filter(Boolean),
    ...(reason ? { reason } : {}),
  };
};
export type SignInRulesChangeMatchesServer = Holds<
  FitsBodyOf<ReturnType<typeof signInRulesChange>, ApiBody<'ChangeSignInRulesRequestDto'>>
>;

/** The single record: its edit form for those who may change it, read-only otherwise. */
export const signInRulesPath = (roles: readonly StaffRole[]): string =>
  staffCan(roles, 'sign-in-rules', 'edit') ? `/sign-in-rules/${SIGN_IN_RULES_ID}` : `/sign-in-rules/${SIGN_IN_RULES_ID}/show`;
