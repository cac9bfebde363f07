import type { ApiBody, ApiModel, ApiQuery, FitsBodyOf, Holds } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { valuesOf } from '../../shared/api-values';

// docs/c2c.md: the queue of orders, the registry of receiving accounts, the rate table and rules.
export type C2cOrder = RaRecord & ApiModel<'C2cOrderStaffResponseDto'>;
export type ReceivingAccount = RaRecord & ApiModel<'ReceivingAccountResponseDto'>;
export type C2cRate = RaRecord & ApiModel<'C2cRateResponseDto'>;

/** The resources, named by their API paths under `/api/v1/admin`. */
export const C2C_ORDERS = 'c2c/orders';
export const RECEIVING_ACCOUNTS = 'c2c/receiving-accounts';
export const C2C_RATES = 'c2c/rates';
export const C2C_RULES = 'c2c/rules';
/** Completing an order moves money: finance's, not support's (auth/staff-access.ts). */
export const C2C_COMPLETION = 'c2c-completion';

export const C2C_STATUS_FILTERS = valuesOf<NonNullable<ApiQuery<'/api/v1/admin/c2c/orders'>['status']>>({
  open: true,
  unmatched: true,
  matched: true,
  proof_submitted: true,
  completed: true,
  expired: true,
  rejected: true,
});
/** The currencies a rate may be published in and a receiving account kept in. */
export const C2C_FIATS = ['USD', 'EUR', 'GBP', 'HKD', 'TWD', 'CNY', 'JPY', 'KRW', 'THB', 'VND', 'SGD', 'MYR', 'PHP', 'IDR', 'AUD', 'CAD'];

export const ACCOUNT_STATUSES = valuesOf<ReceivingAccount['status']>({ proposed: true, active: true, retired: true });

export type OrderDecision = 'match' | 'complete' | 'reject' | 'extend';
export type MatchBody = { receivingAccountId: string };
export type ExtendBody = { hours: number; reason: string };
export type ReasonBody = { reason: string };
export type MatchMatchesServer = Holds<FitsBodyOf<MatchBody, ApiBody<'MatchC2cOrderDto'>>>;
export type ExtendMatchesServer = Holds<FitsBodyOf<ExtendBody, ApiBody<'ExtendC2cOrderDto'>>>;

export type RateChange = { rate: string; min: string; max: string; enabled: boolean; reason?: string };
export type RateChangeMatchesServer = Holds<FitsBodyOf<RateChange, ApiBody<'PublishC2cRateDto'>>>;

/** A rate as the form sends it: decimals as typed, a blank reason left out (what tightens needs none). */
export const rateChange = (data: Record<string, unknown>): RateChange => {
  const reason = String(data.reason ?? '').trim();
  const text = (field: string) => String(data[field] ?? '').trim();
  return { rate: text('rate'), min: text('min'), max: text('max'), enabled: Boolean(data.enabled), ...(reason ? { reason } : {}) };
};

export const C2C_RULES_ID = 'default';
export type RulesChange = { completionDualApprovalAboveUsdt: string; reason?: string };
export type RulesChangeMatchesServer = Holds<FitsBodyOf<RulesChange, ApiBody<'C2cRulesDto'>>>;
export const rulesChange = (data: Record<string, unknown>): RulesChange => {
  const reason = String(data.reason ?? '').trim();
  return { completionDualApprovalAboveUsdt: String(data.completionDualApprovalAboveUsdt ?? '').trim(), ...(reason ? { reason } : {}) };
};

/** The seconds an order has left before its deadline (negative once it passed). */
export const secondsLeft = (expiresAt: string, now: number): number => Math.floor((new Date(expiresAt).getTime() - now) / 1000);

/** h:mm:ss, with a minus sign once the deadline passed. */
export const formatTimer = (seconds: number): string => {
  const left = Math.abs(seconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${seconds < 0 ? '-' : ''}${Math.floor(left / 3600)}:${pad(Math.floor(left / 60) % 60)}:${pad(left % 60)}`;
};
