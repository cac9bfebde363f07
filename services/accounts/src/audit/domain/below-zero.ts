import { mayGoNegative, parseAccount, type ParsedAccount } from '@meridian/ledger';

/**
 * Whether an account of any journal may stand below zero, by the ledger's one policy
 * (`mayGoNegative`). The trading cores name a few platform accounts the funding ledger does not
 * (`platform:house`, `platform:financing`, ...): they are asked as platform accounts of that purpose,
 * and a policy that does not know the purpose answers no.
 */
export function mayGoBelowZero(account: string): boolean {
  const parts = account.split(':');
  if (parts[0] === 'user' || parts[0] === 'hold') return false;
  let parsed: ParsedAccount;
  try {
    parsed = parseAccount(account);
  } catch {
    if (parts[0] !== 'platform' && parts[0] !== 'clearing') return false;
    parsed =
      parts[0] === 'platform'
        ? ({ type: 'platform', purpose: parts.slice(1, -1).join(':'), asset: parts.at(-1)! } as unknown as ParsedAccount)
        : { type: 'clearing', service: parts.slice(1, -1).join(':'), asset: parts.at(-1)! };
  }
  try {
    return mayGoNegative(parsed);
  } catch {
    return false;
  }
}
