import { requireStrings, violation } from './contract-check';

/**
 * New-coin subscription (version 1). earn runs the offerings; accounts owns the funding wallet: it holds
 * a subscription's USDT (`hold:sub-<subscriptionId>`), settles it at allotment (the allotted cost and fee
 * to `platform:subscription-proceeds`, the rest back), learns the new coin as an asset when it is issued,
 * and credits the coins at the end of the lock-up from `platform:coin-issuance`.
 */
export const SubscriptionEvents = {
  /** earn → accounts: a new coin exists (its code and scale), so wallets may hold it. */
  coinIssued: 'SubscriptionCoinIssued',
  /** earn → accounts: hold a subscription's cost and fee. */
  holdRequested: 'SubscriptionHoldRequested',
  /** accounts → earn: held; the subscription waits for allotment. */
  holdPlaced: 'SubscriptionHoldPlaced',
  /** accounts → earn: the wallet could not cover it. */
  holdRefused: 'SubscriptionHoldRefused',
  /** earn → accounts: the allotment is decided: `paid` of the hold goes to platform:subscription-proceeds, the rest back. */
  settled: 'SubscriptionSettled',
  /** earn → accounts: the lock-up is over: credit the allotted coins. */
  coinsReleased: 'SubscribedCoinsReleased',
} as const;

export const subscriptionHoldId = (subscriptionId: string) => `sub-${subscriptionId}`;

export interface SubscriptionCoinIssuedV1 {
  symbol: string;
  name: string;
  /** Decimal places of the coin's smallest unit. */
  scale: number;
  issuePrice: string;
  at: string;
}

export interface SubscriptionMoneyV1 {
  subscriptionId: string;
  customerId: string;
  /** USDT held (hold requests) or paid out of the hold (settlements). */
  amount: string;
  at: string;
}

/** The allotment decided: `amount` of the `held` USDT is paid to the proceeds, the rest returns. */
export interface SubscriptionSettledV1 extends SubscriptionMoneyV1 {
  held: string;
}

export interface SubscriptionHoldAnsweredV1 {
  subscriptionId: string;
  customerId: string;
  reason: string | null;
  at: string;
}

export interface SubscribedCoinsReleasedV1 {
  subscriptionId: string;
  customerId: string;
  symbol: string;
  quantity: string;
  entryId: string;
  at: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;

export function parseSubscriptionCoinIssuedV1(data: unknown): SubscriptionCoinIssuedV1 {
  const name = SubscriptionEvents.coinIssued;
  const message = requireStrings(name, data, ['symbol', 'name', 'issuePrice', 'at']);
  if (!/^[A-Z0-9]{2,16}$/.test(message.symbol as string)) violation(name, 'symbol');
  if (!Number.isInteger(message.scale) || (message.scale as number) < 0 || (message.scale as number) > 18) violation(name, 'scale');
  return message as unknown as SubscriptionCoinIssuedV1;
}

export function parseSubscriptionMoneyV1(name: string, data: unknown): SubscriptionMoneyV1 {
  const message = requireStrings(name, data, ['subscriptionId', 'customerId', 'amount', 'at']);
  if (!DECIMAL.test(message.amount as string)) violation(name, 'amount');
  return message as unknown as SubscriptionMoneyV1;
}

export function parseSubscriptionSettledV1(data: unknown): SubscriptionSettledV1 {
  const message = parseSubscriptionMoneyV1(SubscriptionEvents.settled, data) as SubscriptionSettledV1;
  if (typeof message.held !== 'string' || !DECIMAL.test(message.held)) violation(SubscriptionEvents.settled, 'held');
  return message;
}

export const parseSubscriptionHoldAnsweredV1 = (name: string, data: unknown) =>
  requireStrings(name, data, ['subscriptionId', 'customerId', 'at']) as unknown as SubscriptionHoldAnsweredV1;

export function parseSubscribedCoinsReleasedV1(data: unknown): SubscribedCoinsReleasedV1 {
  const name = SubscriptionEvents.coinsReleased;
  const message = requireStrings(name, data, ['subscriptionId', 'customerId', 'symbol', 'quantity', 'entryId', 'at']);
  if (!DECIMAL.test(message.quantity as string)) violation(name, 'quantity');
  return message as unknown as SubscribedCoinsReleasedV1;
}

/** trading → accounts: staff listed an issued coin as a spot market, so it may move between funding and spot. */
export const SpotListingEvents = { listed: 'SpotMarketListed' } as const;

export interface SpotMarketListedV1 {
  coin: string;
  symbol: string;
  at: string;
}

export function parseSpotMarketListedV1(data: unknown): SpotMarketListedV1 {
  const message = requireStrings(SpotListingEvents.listed, data, ['coin', 'symbol', 'at']);
  if (!/^[A-Z0-9]{2,16}$/.test(message.coin as string)) violation(SpotListingEvents.listed, 'coin');
  return message as unknown as SpotMarketListedV1;
}
