import { requireStrings, violation } from './contract-check';

/**
 * Finance funds a platform account of the trading core (the insurance fund, the house) from the
 * treasury, which the accounts service holds: the same two halves as a customer's transfer (DESIGN.md
 * section 5). Accounts debits `platform:treasury` into `clearing:trading` and publishes this in the same
 * transaction; the core credits the account from its mirror clearing account once per funding id.
 */
export const TRADING_FUNDABLE_ACCOUNTS = ['insurance', 'house'] as const;
export type TradingFundableAccount = (typeof TRADING_FUNDABLE_ACCOUNTS)[number];

export const PlatformFundingEvents = {
  /** Published by accounts: USDT left the treasury for a platform account of the trading core. */
  sentToTrading: 'PlatformFundsSentToTrading',
} as const;

export interface PlatformFundsSentToTradingV1 {
  fundingId: string;
  to: TradingFundableAccount;
  coin: 'USDT';
  /** Decimal string, USDT. */
  amount: string;
  staffId: string;
  reason: string;
  at: string;
}

/** Checks a received `PlatformFundsSentToTrading` against version 1. */
export function parsePlatformFundsSentToTradingV1(data: unknown): PlatformFundsSentToTradingV1 {
  const parsed = requireStrings(PlatformFundingEvents.sentToTrading, data, ['fundingId', 'to', 'coin', 'staffId', 'reason', 'at'], ['amount']) as unknown as PlatformFundsSentToTradingV1;
  if (!TRADING_FUNDABLE_ACCOUNTS.includes(parsed.to)) violation(PlatformFundingEvents.sentToTrading, 'to');
  if (parsed.coin !== 'USDT') violation(PlatformFundingEvents.sentToTrading, 'coin');
  return parsed;
}
