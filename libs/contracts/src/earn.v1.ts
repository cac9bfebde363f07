import { requireStrings, violation } from './contract-check';

/**
 * How the earn service and the funding wallet (accounts) move a customer's money (version 1): accounts
 * owns the wallet; earn asks, and accounts does it once per id. A purchase holds the principal in the
 * wallet (`hold:earn-<orderId>`), yields are paid into it from `platform:earn-payouts`, and the hold is
 * released at maturity or on redemption, less any penalty, which goes to `platform:earn-payouts`.
 */
export const EARN_SOURCE = 'earn';

export const EarnFundsEvents = {
  /** earn → accounts: hold the principal of a new order. */
  holdRequested: 'EarnHoldRequested',
  /** accounts → earn: held; the order is in custody. */
  holdPlaced: 'EarnHoldPlaced',
  /** accounts → earn: the wallet could not cover it; the order fails. */
  holdRefused: 'EarnHoldRefused',
  /** earn → accounts: pay one day's yield from `platform:earn-payouts`. */
  yieldDue: 'EarnYieldDue',
  /** earn → accounts: return the principal, less `penalty` (to `platform:earn-payouts`). */
  principalReleased: 'EarnPrincipalReleased',
} as const;

export const earnHoldId = (orderId: string) => `earn-${orderId}`;

export interface EarnHoldRequestedV1 {
  orderId: string;
  customerId: string;
  coin: 'USDT';
  amount: string;
  at: string;
}

export interface EarnHoldAnsweredV1 {
  orderId: string;
  customerId: string;
  /** Set on a refusal: the message key the customer reads. */
  reason: string | null;
  at: string;
}

export interface EarnYieldDueV1 {
  orderId: string;
  customerId: string;
  day: number;
  coin: 'USDT';
  amount: string;
  /** The ledger entry's id: a redelivered request pays nothing twice. */
  entryId: string;
  at: string;
}

export interface EarnPrincipalReleasedV1 {
  orderId: string;
  customerId: string;
  coin: 'USDT';
  /** The principal held. */
  amount: string;
  penalty: string;
  at: string;
}

const decimal = /^\d+(\.\d{1,6})?$/;
const checked = <T>(name: string, data: unknown, strings: string[], decimals: string[]): T => {
  const message = requireStrings(name, data, strings);
  for (const field of decimals) if (typeof message[field] !== 'string' || !decimal.test(message[field] as string)) violation(name, field);
  return message as T;
};

export const parseEarnHoldRequestedV1 = (data: unknown) => checked<EarnHoldRequestedV1>(EarnFundsEvents.holdRequested, data, ['orderId', 'customerId', 'coin', 'at'], ['amount']);
export const parseEarnHoldAnsweredV1 = (name: string, data: unknown) => checked<EarnHoldAnsweredV1>(name, data, ['orderId', 'customerId', 'at'], []);
export function parseEarnYieldDueV1(data: unknown): EarnYieldDueV1 {
  const message = checked<EarnYieldDueV1>(EarnFundsEvents.yieldDue, data, ['orderId', 'customerId', 'coin', 'entryId', 'at'], ['amount']);
  if (!Number.isInteger(message.day) || message.day < 1) violation(EarnFundsEvents.yieldDue, 'day');
  return message;
}
export const parseEarnPrincipalReleasedV1 = (data: unknown) =>
  checked<EarnPrincipalReleasedV1>(EarnFundsEvents.principalReleased, data, ['orderId', 'customerId', 'coin', 'at'], ['amount', 'penalty']);
