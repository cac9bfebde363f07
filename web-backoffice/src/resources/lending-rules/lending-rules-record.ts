import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { staffCan, type StaffRole } from '../../auth/staff-access';

export const LENDING_RULES_ID = 'default';

// `GET/PUT /lending-rules/default` (docs/lending.md): above the threshold, a repayment by bank receipt
// needs two different finance members. A higher threshold waits for a second member (Proposals).
export type LendingRules = RaRecord & ApiModel<'LendingRulesResponseDto'>;

export type LendingRulesChange = { repaymentDualApprovalAboveUsdt: string; reason?: string };
export type LendingRulesChangeMatchesServer = Holds<FitsBodyOf<LendingRulesChange, ApiBody<'LendingRulesDto'>>>;

// The amount stays a decimal string; a blank reason is left out (a lower threshold needs none).
export const lendingRulesChange = (data: Record<string, unknown>): LendingRulesChange => {
  const reason = String(data.reason ?? '').trim();
  return { repaymentDualApprovalAboveUsdt: String(data.repaymentDualApprovalAboveUsdt ?? '').trim(), ...(reason ? { reason } : {}) };
};

/** The single record: its edit form for those who may change it, read-only otherwise. */
export const lendingRulesPath = (roles: readonly StaffRole[]): string =>
  staffCan(roles, 'lending-rules', 'edit') ? `/lending-rules/${LENDING_RULES_ID}` : `/lending-rules/${LENDING_RULES_ID}/show`;
