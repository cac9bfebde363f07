import { requireStrings, violation } from './contract-check';

/**
 * What the C2C quick-buy service publishes (version 1). Its money moves through the product funds
 * contract (`product-funds.v1`, kind `c2c`); this is what a customer is told about their order, for
 * whoever writes to them (the inbox): matched with a receiving account, the half-time reminder, the
 * USDT credited, expired without a proof, rejected with the reason staff gave.
 */
export const C2C_SOURCE = 'c2c';

export const C2cEvents = {
  orderChanged: 'C2cOrderChanged',
} as const;

export const C2C_NOTICES = ['matched', 'reminder', 'extended', 'completed', 'expired', 'rejected'] as const;
export type C2cNotice = (typeof C2C_NOTICES)[number];

export interface C2cOrderChangedV1 {
  customerId: string;
  orderId: string;
  notice: C2cNotice;
  /** The order's status after the change: unmatched, matched, proof_submitted, completed, expired, rejected. */
  status: string;
  /** USDT bought. */
  amount: string;
  fiat: string;
  fiatAmount: string;
  /** When the order stops being valid (null once it ended). */
  expiresAt: string | null;
  /** A rejection's reason, as staff wrote it. */
  reason: string | null;
  at: string;
}

export function parseC2cOrderChangedV1(data: unknown): C2cOrderChangedV1 {
  const name = C2cEvents.orderChanged;
  const message = requireStrings(name, data, ['customerId', 'orderId', 'notice', 'status', 'fiat', 'at'], ['amount', 'fiatAmount']);
  if (!(C2C_NOTICES as readonly unknown[]).includes(message.notice)) violation(name, 'notice');
  if (message.expiresAt !== null && typeof message.expiresAt !== 'string') violation(name, 'expiresAt');
  if (message.reason !== null && typeof message.reason !== 'string') violation(name, 'reason');
  return message as unknown as C2cOrderChangedV1;
}
