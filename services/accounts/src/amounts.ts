import { AppError } from '@meridian/http';
import { assetOf, Money, MoneyError } from '@meridian/money';
import { FUNDING_ASSETS } from './catalogue/asset-catalogue';

/** A customer's amount: a positive decimal string with at most the coin's decimals. */
export function parseAmount(coin: string, text: unknown): Money {
  const asset = assetOf(coin, FUNDING_ASSETS);
  if (text === undefined || text === null || text === '') throw AppError.badInput('amount.required');
  let amount: Money;
  try {
    amount = Money.parse(asset, String(text).trim());
  } catch (error) {
    if (error instanceof MoneyError) throw AppError.badInput('amount.invalid', { scale: asset.scale });
    throw error;
  }
  if (!amount.isPositive()) throw AppError.badInput('amount.invalid', { scale: asset.scale });
  return amount;
}

/** A stored minor-unit amount (numeric column) as the coin's decimal string. */
export function formatMinor(coin: string, minor: string | bigint): string {
  return Money.ofMinor(assetOf(coin, FUNDING_ASSETS), BigInt(minor)).toString();
}

/** A stored decimal string (already validated when it was decided) as Money of its coin. */
export function moneyOf(coin: string, text: string): Money {
  return Money.parse(assetOf(coin, FUNDING_ASSETS), text);
}
