import { isAssetCode, type Asset } from '@meridian/money';
import { LedgerError } from './ledger-error';

export const USER_ACCOUNT_KINDS = ['funding', 'spot', 'contract', 'margin', 'option', 'futures', 'demo'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

/**
 * Every platform account's purpose, and whether it may go below zero (DESIGN.md invariant 6). Only an
 * account that stands for money outside the platform may: its negative balance is what the outside
 * world holds for the platform's customers (a bank or chain balance, coins not yet minted, virtual
 * money). Every other one holds real money the platform promised to pay from, and refuses a debit it
 * cannot cover, so nothing is promised that is not held.
 */
export const PLATFORM_ACCOUNT_POLICY = {
  /** Money customers sent in (deposits, loan repayments by bank) or took out (withdrawals): the banks' and chains' side. */
  'deposit-clearing': { mayGoNegative: true },
  /** New coins handed out at the end of a subscription's lock-up: coins that exist only once credited. */
  'coin-issuance': { mayGoNegative: true },
  /** The virtual USDT of demo accounts: not money. */
  'demo-faucet': { mayGoNegative: true },
  /** The operator's capital: grows only by a recorded capital contribution (four eyes). */
  treasury: { mayGoNegative: false },
  fees: { mayGoNegative: false },
  insurance: { mayGoNegative: false },
  'loan-book': { mayGoNegative: false },
  'earn-payouts': { mayGoNegative: false },
  'etf-funds': { mayGoNegative: false },
  'subscription-proceeds': { mayGoNegative: false },
  'market-maker': { mayGoNegative: false },
  /**
   * The spot core's source of the house market maker's inventory (`FundMarketMaker`): the operator's
   * coins brought in from outside, recorded in the core only. It stands for outside money until the
   * market maker is funded from the treasury through the clearing saga (docs/security.md).
   */
  'market-maker-capital': { mayGoNegative: true },
  house: { mayGoNegative: false },
  financing: { mayGoNegative: false },
  rewards: { mayGoNegative: false },
  /** The USDT C2C purchases are paid from: funded by finance from the treasury, held at a match (docs/c2c.md). */
  'c2c-inventory': { mayGoNegative: false },
} as const satisfies Record<string, { mayGoNegative: boolean }>;

export type PlatformPurpose = keyof typeof PLATFORM_ACCOUNT_POLICY;
export const PLATFORM_PURPOSES = Object.keys(PLATFORM_ACCOUNT_POLICY) as PlatformPurpose[];

/**
 * `user:<customerId>:<kind>:<ASSET>`, `platform:<purpose>:<ASSET>`, `clearing:<service>:<ASSET>`
 * or `hold:<holdId>:<ASSET>`. User accounts and holds never go negative; a platform account may only
 * if its purpose stands for money outside the platform (`PLATFORM_ACCOUNT_POLICY`); clearing
 * accounts may (see `mayGoNegative`).
 */
export type ParsedAccount =
  | { type: 'user'; customerId: string; kind: UserAccountKind; asset: string }
  | { type: 'platform'; purpose: PlatformPurpose; asset: string }
  | { type: 'clearing'; service: string; asset: string }
  | { type: 'hold'; holdId: string; asset: string };

// Ids, services and hold ids: letters, digits, '.', '_' and '-' (UUIDs fit); never ':'.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function userAccount(customerId: string, kind: UserAccountKind, asset: Asset | string): string {
  return formatAccount({ type: 'user', customerId, kind, asset: codeOf(asset) });
}

export function platformAccount(purpose: PlatformPurpose, asset: Asset | string): string {
  return formatAccount({ type: 'platform', purpose, asset: codeOf(asset) });
}

export function clearingAccount(service: string, asset: Asset | string): string {
  return formatAccount({ type: 'clearing', service, asset: codeOf(asset) });
}

export function holdAccount(holdId: string, asset: Asset | string): string {
  return formatAccount({ type: 'hold', holdId, asset: codeOf(asset) });
}

export function formatAccount(account: ParsedAccount): string {
  if (Object.values(account).some((part) => typeof part !== 'string')) {
    throw new LedgerError('ledger.invalidAccount', `account name parts must be strings`);
  }
  const name = (() => {
    switch (account.type) {
      case 'user':
        return `user:${account.customerId}:${account.kind}:${account.asset}`;
      case 'platform':
        return `platform:${account.purpose}:${account.asset}`;
      case 'clearing':
        return `clearing:${account.service}:${account.asset}`;
      case 'hold':
        return `hold:${account.holdId}:${account.asset}`;
      default: {
        const unknown: never = account;
        throw new LedgerError('ledger.invalidAccount', `unknown account type in ${JSON.stringify(unknown)}`);
      }
    }
  })();
  parseAccount(name); // one set of rules, whichever way a name is made
  return name;
}

export function parseAccount(name: string): ParsedAccount {
  const parts = typeof name === 'string' ? name.split(':') : [];
  const asset = parts[parts.length - 1];
  const segments = parts.slice(1, -1);
  const valid = isAssetCode(asset) && segments.every((segment) => SEGMENT.test(segment));
  if (valid && parts[0] === 'user' && parts.length === 4 && isOneOf(USER_ACCOUNT_KINDS, parts[2])) {
    return { type: 'user', customerId: parts[1]!, kind: parts[2], asset };
  }
  if (valid && parts[0] === 'platform' && parts.length === 3 && isOneOf(PLATFORM_PURPOSES, parts[1])) {
    return { type: 'platform', purpose: parts[1], asset };
  }
  if (valid && parts[0] === 'clearing' && parts.length === 3) return { type: 'clearing', service: parts[1]!, asset };
  if (valid && parts[0] === 'hold' && parts.length === 3) return { type: 'hold', holdId: parts[1]!, asset };
  throw new LedgerError('ledger.invalidAccount', `invalid account name ${JSON.stringify(name)}`);
}

/**
 * Whether an account may go below zero. User balances and holds are what the platform owes: never.
 * A platform account: as its purpose declares (`PLATFORM_ACCOUNT_POLICY`). A clearing account is one
 * half of a transit pair between two ledgers (`clearing:trading:<ASSET>` in the funding ledger,
 * `clearing:accounts:<ASSET>` in the trading core): it mirrors what the other ledger received, and
 * per customer stream it goes below zero whenever a customer brings back more than they sent (a
 * profit paid in the core). The accounts behind it are checked by the ledger that owns them, and
 * the pair sums to zero in the audit, so it may.
 */
export function mayGoNegative(account: ParsedAccount): boolean {
  switch (account.type) {
    case 'platform':
      return PLATFORM_ACCOUNT_POLICY[account.purpose].mayGoNegative;
    case 'clearing':
      return true;
    default:
      return false;
  }
}

/**
 * The same rule for ledgers that name accounts by text alone (the trading cores): true when `name` is
 * an account that may go below zero. A platform purpose this library does not know may not.
 */
export function accountMayGoNegative(name: string): boolean {
  const [type, purpose] = name.split(':');
  if (type === 'clearing') return true;
  if (type !== 'platform') return false;
  return isOneOf(PLATFORM_PURPOSES, purpose) && PLATFORM_ACCOUNT_POLICY[purpose].mayGoNegative;
}

/**
 * Whether a movement that takes `debit` (minor units, positive) from an account holding `balance`
 * leaves it where it may be: a debit an account cannot cover is refused unless the account may go
 * below zero; a credit never is.
 */
export function coversDebit(name: string, balance: bigint, debit: bigint): boolean {
  return debit <= 0n || balance - debit >= 0n || accountMayGoNegative(name);
}

function codeOf(asset: Asset | string): string {
  return typeof asset === 'string' ? asset : asset.code;
}

function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return (list as readonly (string | undefined)[]).includes(value);
}
