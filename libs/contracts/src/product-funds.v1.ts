import { requireStrings, violation } from './contract-check';

/**
 * Holding money for a product (version 1): a service that sells a product (earn orders, ETF units,
 * loans, new-coin subscriptions; C2C, referral and rewards next) asks accounts, which owns the funding
 * wallet, to move a customer's money, and accounts does each step once, by its `stepId`, in its inbox's
 * transaction, then answers. Every request names the product's platform account; accounts only lets a
 * kind use the accounts it lists for it (`wealth-funds/product-accounts.ts`).
 *
 * - hold: `amount` of the wallet into the hold `stepId` (answered held, or refused with `refusal`);
 * - release: the hold `stepId` ends in the customer's favour, `share` of it kept by the product
 *   (nothing kept voids it); answered released;
 * - settle: `share` of the hold `stepId` is paid to the product, the rest goes back (nothing paid voids
 *   it); answered settled;
 * - payment: one entry `stepId` from the wallet (or, `payer: 'bank'`, from the platform's bank mirror
 *   `platform:deposit-clearing`) to the product; answered settled, or refused with `refusal`;
 * - payout: one entry `stepId` from the product to the wallet (nothing when `amount` is zero); answered released,
 *   or, when the request names a `refusal` and the product's account cannot cover it, refused with it
 *   (a daily sign-in reward while `platform:rewards` is short).
 *
 * A hold, release or settle naming `from: 'product'` holds the product's platform account instead of the
 * wallet (a C2C purchase holds `platform:c2c-inventory` at its match, refused when the account cannot
 * cover it): release and settle then pay `share` to the wallet and give the rest back to the product.
 */
export const PRODUCT_FUNDS_SCHEMA_VERSION = 1;

export const PRODUCT_KINDS = ['earn', 'etf', 'loan', 'subscription', 'c2c', 'reward', 'referral'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_FUNDS_STEPS = ['hold', 'release', 'settle', 'payment', 'payout'] as const;
export type ProductFundsStep = (typeof PRODUCT_FUNDS_STEPS)[number];

export const ProductFundsEvents = {
  /** product → accounts */
  holdRequested: 'ProductFundsHoldRequested',
  releaseRequested: 'ProductFundsReleaseRequested',
  settleRequested: 'ProductFundsSettleRequested',
  paymentRequested: 'ProductFundsPaymentRequested',
  payoutRequested: 'ProductFundsPayoutRequested',
  /** accounts → product */
  held: 'ProductFundsHeld',
  refused: 'ProductFundsRefused',
  released: 'ProductFundsReleased',
  settled: 'ProductFundsSettled',
} as const;

export const PRODUCT_FUNDS_REQUESTS = [
  ProductFundsEvents.holdRequested,
  ProductFundsEvents.releaseRequested,
  ProductFundsEvents.settleRequested,
  ProductFundsEvents.paymentRequested,
  ProductFundsEvents.payoutRequested,
] as const;

export const PRODUCT_FUNDS_ANSWERS = [ProductFundsEvents.held, ProductFundsEvents.refused, ProductFundsEvents.released, ProductFundsEvents.settled] as const;

const REQUEST_OF_STEP: Record<ProductFundsStep, string> = {
  hold: ProductFundsEvents.holdRequested,
  release: ProductFundsEvents.releaseRequested,
  settle: ProductFundsEvents.settleRequested,
  payment: ProductFundsEvents.paymentRequested,
  payout: ProductFundsEvents.payoutRequested,
};

/** The message type that asks for a step. */
export const productFundsRequestType = (step: ProductFundsStep) => REQUEST_OF_STEP[step];

/** The answer's message type: a refusal, or what the step did. */
export function productFundsAnswerType(step: ProductFundsStep, refused: boolean): string {
  if (refused) return ProductFundsEvents.refused;
  if (step === 'hold') return ProductFundsEvents.held;
  return step === 'release' || step === 'payout' ? ProductFundsEvents.released : ProductFundsEvents.settled;
}

interface ProductFundsRequestBase {
  kind: ProductKind;
  /** The product's aggregate: an order, a fund, a loan, a subscription. */
  referenceId: string;
  customerId: string;
  /** `USDT`, or a coin the wallet knows. */
  asset: string;
  /** hold, payment, payout: the amount; release, settle: the amount held. */
  amount: string;
  /** The hold's id (hold, release, settle) or the ledger entry's (payment, payout): the step happens once. */
  stepId: string;
  /** The product's platform account (`earn-payouts`, `loan-book`, ...), without `platform:` and the asset. */
  platformAccount: string;
  /** The ledger's memo (a voided hold's reason). */
  memo: string;
  at: string;
}

/** Whose money a hold takes: the customer's wallet (the default) or the product's platform account. */
export type ProductFundsHoldSource = 'wallet' | 'product';

export type ProductFundsRequestV1 =
  | (ProductFundsRequestBase & { step: 'hold'; refusal: string; from?: ProductFundsHoldSource })
  | (ProductFundsRequestBase & { step: 'release' | 'settle'; share: string; from?: ProductFundsHoldSource })
  | (ProductFundsRequestBase & { step: 'payment'; payer: 'wallet' | 'bank'; refusal: string })
  | (ProductFundsRequestBase & { step: 'payout'; refusal?: string });

export interface ProductFundsAnswerV1 {
  step: ProductFundsStep;
  kind: ProductKind;
  referenceId: string;
  customerId: string;
  stepId: string;
  /** Set on a refusal: the request's `refusal`, the message key the customer reads. */
  reason: string | null;
  /** A payment's payer, as asked: the wallet, or the platform's bank mirror. */
  payer?: 'wallet' | 'bank';
  at: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;
const isKind = (value: unknown): value is ProductKind => (PRODUCT_KINDS as readonly unknown[]).includes(value);
const isStep = (value: unknown): value is ProductFundsStep => (PRODUCT_FUNDS_STEPS as readonly unknown[]).includes(value);

export function parseProductFundsRequestV1(type: string, data: unknown): ProductFundsRequestV1 {
  const message = requireStrings(type, data, ['kind', 'referenceId', 'customerId', 'asset', 'amount', 'stepId', 'platformAccount', 'memo', 'at']);
  if (!isStep(message.step) || productFundsRequestType(message.step) !== type) violation(type, 'step');
  if (!isKind(message.kind)) violation(type, 'kind');
  if (!DECIMAL.test(message.amount as string)) violation(type, 'amount');
  if (message.step === 'release' || message.step === 'settle') {
    if (typeof message.share !== 'string' || !DECIMAL.test(message.share)) violation(type, 'share');
  }
  if (message.step === 'hold' || message.step === 'payment') requireStrings(type, data, ['refusal']);
  if (message.step === 'payout' && message.refusal !== undefined && typeof message.refusal !== 'string') violation(type, 'refusal');
  if (message.step === 'payment' && message.payer !== 'wallet' && message.payer !== 'bank') violation(type, 'payer');
  if (message.from !== undefined && (!['hold', 'release', 'settle'].includes(message.step as string) || (message.from !== 'wallet' && message.from !== 'product'))) violation(type, 'from');
  return message as unknown as ProductFundsRequestV1;
}

export function parseProductFundsAnswerV1(type: string, data: unknown): ProductFundsAnswerV1 {
  const message = requireStrings(type, data, ['referenceId', 'customerId', 'stepId', 'at']);
  if (!isStep(message.step)) violation(type, 'step');
  if (!isKind(message.kind)) violation(type, 'kind');
  if (message.reason !== null && typeof message.reason !== 'string') violation(type, 'reason');
  if (message.payer !== undefined && message.payer !== 'wallet' && message.payer !== 'bank') violation(type, 'payer');
  return message as unknown as ProductFundsAnswerV1;
}
