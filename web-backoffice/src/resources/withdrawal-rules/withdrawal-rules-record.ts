import type { RaRecord } from 'react-admin';

export const WITHDRAWAL_RULES_ID = 'default';

// docs/api.md, "Funding" -> "Back office": `GET/PUT /withdrawal-rules/default`.
export type WithdrawalRules = RaRecord & {
  window_from: string;
  window_to: string;
  time_zone: string;
  daily_count: number;
  min_usdt: string;
  max_usdt: string;
  usdt_chains: string[];
  fee_rate: string;
  dual_approval_above: string;
  review_hold_hours: number;
};

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
