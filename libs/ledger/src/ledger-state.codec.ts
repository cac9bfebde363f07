import { ASSETS, Money, assetOf, type AssetCatalogue } from '@meridian/money';
import { parseAccount } from './account-name';
import type { Hold, LedgerState } from './ledger.state';
import { LedgerError } from './ledger-error';

/** A ledger state as JSON (a stream snapshot): amounts in minor units, each asset named by its account. */
export interface EncodedLedgerState {
  balances: [account: string, minor: string][];
  holds: { holdId: string; account: string; amount: string; memo: string; placedAt: string }[];
}

export function encodeLedgerState(state: LedgerState): EncodedLedgerState {
  return {
    balances: [...state.balances].map(([account, balance]) => [account, balance.minor.toString()]),
    holds: [...state.holds.values()].map((hold) => ({
      holdId: hold.holdId,
      account: hold.account,
      amount: hold.amount.minor.toString(),
      memo: hold.memo,
      placedAt: hold.placedAt,
    })),
  };
}

export function decodeLedgerState(encoded: EncodedLedgerState, assets: AssetCatalogue = ASSETS): LedgerState {
  try {
    const minorIn = (account: string, minor: string) => Money.ofMinor(assetOf(parseAccount(account).asset, assets), BigInt(minor));
    const balances = new Map(encoded.balances.map(([account, minor]) => [account, minorIn(account, minor)] as const));
    const holds = new Map<string, Hold>(
      encoded.holds.map((hold) => [hold.holdId, { holdId: hold.holdId, account: hold.account, amount: minorIn(hold.account, hold.amount), memo: hold.memo, placedAt: hold.placedAt }]),
    );
    return { balances, holds };
  } catch (error) {
    throw new LedgerError('ledger.invalidEvent', `cannot decode a ledger snapshot: ${(error as Error).message}`);
  }
}
