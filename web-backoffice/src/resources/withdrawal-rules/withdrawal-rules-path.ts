import { staffCan, type StaffRole } from '../../auth/staff-access';
import { WITHDRAWAL_RULES_ID } from './withdrawal-rules-record';

/** The single rules record: its edit form for those who may change it, read-only otherwise. */
export const withdrawalRulesPath = (roles: readonly StaffRole[]): string =>
  staffCan(roles, 'withdrawal-rules', 'edit')
    ? `/withdrawal-rules/${WITHDRAWAL_RULES_ID}`
    : `/withdrawal-rules/${WITHDRAWAL_RULES_ID}/show`;
