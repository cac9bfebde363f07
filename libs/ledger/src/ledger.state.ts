import { Money, sameAsset, type Asset } from '@meridian/money';
import { parseAccount } from './account-name';
import type { Posting } from './journal-entry';
import { LedgerError } from './ledger-error';

/** A pending hold: money moved out of `account` until it is posted or voided. */
export interface Hold {
  readonly holdId: string;
  /** Where the money came from, and where a void returns it. */
  readonly account: string;
  readonly amount: Money;
  readonly memo: string;
  readonly placedAt: string;
}

/**
 * Balances by account name (an account at zero is absent) and the holds still pending. A resolved
 * hold leaves the state, so the state's size follows what is open, not the length of the history:
 * a second post or void of it finds no pending hold and is refused.
 */
export interface LedgerState {
  readonly balances: ReadonlyMap<string, Money>;
  readonly holds: ReadonlyMap<string, Hold>;
  /**
   * What the whole ledger holds in the accounts this stream shares with other streams (a platform
   * account appears in every customer's stream), as of now. A stream's own balance of such an account
   * is only its share of the flows; the store that runs a command reads these under a lock and sets
   * them before deciding, and the decider checks a shared account's debit against them. Never part of
   * the folded state: without it, the stream is the whole ledger.
   */
  readonly shared?: ReadonlyMap<string, Money>;
}

export function initialLedgerState(): LedgerState {
  return { balances: new Map(), holds: new Map() };
}

/** The balance of an account, zero when it has none; `asset` must be the account's asset. */
export function balanceOf(state: Pick<LedgerState, 'balances'>, account: string, asset: Asset): Money {
  if (parseAccount(account).asset !== asset.code) throw new LedgerError('ledger.assetMismatch', `${account} does not hold ${asset.code}`);
  const balance = state.balances.get(account);
  if (balance === undefined) return Money.zero(asset);
  if (!sameAsset(balance.asset, asset)) {
    throw new LedgerError(
      'ledger.assetMismatch',
      `${account} holds ${balance.asset.code} at scale ${balance.asset.scale}, not ${asset.scale}`,
    );
  }
  return balance;
}

/** A copy of the balances with the postings applied. Copy-on-write keeps states comparable and old states intact. */
export function applyPostings(balances: ReadonlyMap<string, Money>, postings: readonly Posting[]): Map<string, Money> {
  const next = new Map(balances);
  for (const { account, amount } of postings) {
    const updated = (next.get(account) ?? Money.zero(amount.asset)).add(amount);
    if (updated.isZero()) next.delete(account);
    else next.set(account, updated);
  }
  return next;
}
