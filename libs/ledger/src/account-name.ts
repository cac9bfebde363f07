import { isAssetCode, type Asset } from '@meridian/money';
import { LedgerError } from './ledger-error';

export const USER_ACCOUNT_KINDS = ['funding', 'spot', 'contract', 'margin', 'option', 'futures', 'demo'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

export const PLATFORM_PURPOSES = ['fees', 'treasury', 'insurance', 'loan-book', 'earn-payouts', 'etf-funds', 'subscription-proceeds', 'coin-issuance', 'demo-faucet', 'market-maker'] as const;
export type PlatformPurpose = (typeof PLATFORM_PURPOSES)[number];

/**
 * `user:<customerId>:<kind>:<ASSET>`, `platform:<purpose>:<ASSET>`, `clearing:<service>:<ASSET>`
 * or `hold:<holdId>:<ASSET>`. User accounts and holds never go negative; platform and clearing
 * accounts may, since they mirror money outside the platform.
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

/** User balances and holds are what the platform owes; they may never go below zero. */
export function mayGoNegative(account: ParsedAccount): boolean {
  return account.type === 'platform' || account.type === 'clearing';
}

function codeOf(asset: Asset | string): string {
  return typeof asset === 'string' ? asset : asset.code;
}

function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return (list as readonly (string | undefined)[]).includes(value);
}
