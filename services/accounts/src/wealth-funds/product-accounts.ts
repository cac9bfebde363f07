import type { ProductKind } from '@meridian/contracts';
import type { PlatformPurpose } from '@meridian/ledger';

/**
 * The platform accounts each product may move a customer's money to and from: a request naming
 * another is refused as a contract violation, so no product can reach an account it does not own.
 * A new product (C2C, referral, rewards) adds its kind to `PRODUCT_KINDS` in `@meridian/contracts`
 * and its line here.
 */
export const PRODUCT_ACCOUNTS: Record<ProductKind, readonly PlatformPurpose[]> = {
  earn: ['earn-payouts'],
  etf: ['etf-funds'],
  loan: ['loan-book'],
  subscription: ['subscription-proceeds', 'coin-issuance'],
  // A C2C purchase is paid from the inventory finance funds; it holds it at the match (docs/c2c.md).
  c2c: ['c2c-inventory'],
  // Daily sign-in rewards are paid from the account finance funds for them (docs/engagement.md).
  reward: ['rewards'],
  // Referral commission is paid from the fees the platform earned (docs/referral.md).
  referral: ['fees'],
};

/** Where a payment made into the platform's bank comes from: the account that mirrors the bank. */
export const BANK_MIRROR_ACCOUNT: PlatformPurpose = 'deposit-clearing';

/** The product's platform account a request names, when its kind may use it. */
export const productAccountOf = (kind: ProductKind, named: string): PlatformPurpose | undefined => PRODUCT_ACCOUNTS[kind].find((purpose) => purpose === named);
