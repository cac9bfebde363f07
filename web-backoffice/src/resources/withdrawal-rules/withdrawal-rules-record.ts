import type { RaRecord } from 'react-admin';
import type { ApiBody } from '@meridian/contracts';

export const WITHDRAWAL_RULES_ID = 'default';

// docs/api.md, "Funding" -> "Back office": `GET/PUT /withdrawal-rules/default`, the server's DTO as the
// OpenAPI document describes it, and when staff last changed the rules (null: still the defaults).
export type WithdrawalRules = RaRecord & ApiBody<'WithdrawalRulesDto'> & { changed_at?: string | null };

export const RULE_FIELDS = [
  'window_from',
  'window_to',
  'time_zone',
  'daily_count',
  'min_usdt',
  'max_usdt',
  'usdt_chains',
  'fee_rate',
  'dual_approval_above',
  'review_hold_hours',
] as const;
