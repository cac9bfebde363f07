import { roundToPlaces, trimDecimal } from '../../../shared/decimal/arithmetic';
import { decimalPlaces, isDecimal, isNegativeDecimal, isZeroDecimal } from '../../../shared/decimal/decimal';
import { checkAmount, typedAmount } from '../../../shared/validation/amount-rules';
import type { FundingRow, TransferIn } from '../spot.types';

// One coin of the funding account: what can move out of it, and how many decimals the coin has.
export interface FundingCoin {
  coin: string;
  available: string;
  scale: number;
}

// The server writes every amount of the account with exactly the coin's scale (docs/api.md), so the
// figures themselves tell it: '0.000000' is a coin of 6 decimals. Null when the account has no usable
// row for the coin.
export const fundingCoinOf = (rows: readonly FundingRow[], coin: string): FundingCoin | null => {
  const row = rows.find((entry) => entry.coin === coin);
  if (!row || !isDecimal(row.available)) return null;
  const scale = Math.max(decimalPlaces(row.available), isDecimal(row.frozen) ? decimalPlaces(row.frozen) : 0);
  return { coin, available: row.available, scale };
};

// What "Max" writes into the field: the whole available balance, cut (never rounded up) to the coin's
// decimals, without trailing zeros; nothing below zero.
export const maxTransfer = ({ available, scale }: FundingCoin): string =>
  isNegativeDecimal(available) ? '0' : trimDecimal(roundToPlaces(available, scale));

export const hasFunds = (funding: FundingCoin): boolean => !isZeroDecimal(maxTransfer(funding));

// Positive, at most the coin's decimals, not more than the funding account holds. Answers the
// translation key of the first failure, or null.
export const checkTransferAmount = (value: string, funding: FundingCoin): string | null =>
  checkAmount(value, { scale: funding.scale, available: maxTransfer(funding) });

// The request for an amount that passed checkTransferAmount.
export const transferInRequest = (coin: string, value: string): TransferIn => ({ coin, from: 'bba', to: 'bb', amount: typedAmount(value) });
