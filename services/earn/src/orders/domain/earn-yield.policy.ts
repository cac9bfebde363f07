import { ASSETS, Decimal, Money } from '@meridian/money';
import type { EarnPenaltyRule } from '../../products/domain/earn-product-terms';

/**
 * The published arithmetic of custody orders (docs/earn.md), pure. The principal starts earning at the
 * first daily cut-off (00:00 UTC) after it is held, the value date; day k's yield is paid at the
 * value date plus k days, and the principal returns with the last one.
 */
const DAY_MS = 86_400_000;

export const valueDateOf = (heldAt: string): string => new Date((Math.floor(Date.parse(heldAt) / DAY_MS) + 1) * DAY_MS).toISOString();
export const payoutAt = (valueDate: string, day: number): string => new Date(Date.parse(valueDate) + day * DAY_MS).toISOString();
/** The calendar day (UTC) a yield day covers: the staff rate set for that date applies. */
export const rateDateOf = (valueDate: string, day: number): string => payoutAt(valueDate, day - 1).slice(0, 10);

const usdt = (text: string) => Money.parse(ASSETS.USDT, text);

/** One day's yield: the principal times the day's rate, rounded down to the cent's millionth. */
export const dailyYield = (principal: string, rate: string): string => usdt(principal).multiply(Decimal.parse(rate), 'down').toString();

/** What early redemption costs with `remainingDays` of the cycle unpaid; never more than the principal. */
export function redemptionPenalty(rule: EarnPenaltyRule, principal: string, remainingDays: number): string {
  const amount = usdt(principal);
  const share = rule.kind === 'principal-share' ? Decimal.parse(rule.rate) : Decimal.parse(rule.rate).multiply(Decimal.of(BigInt(remainingDays)));
  const penalty = amount.multiply(share, 'up');
  return (penalty.compare(amount) > 0 ? amount : penalty).toString();
}

/** A rate as people write it: `0.00300000` from a numeric column is `0.003`. */
export const plainRate = (text: string): string => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

/** A rate inside the product's range, as staff may set it. */
export const rateWithin = (rate: string, min: string, max: string) =>
  Decimal.parse(rate).compare(Decimal.parse(min)) >= 0 && Decimal.parse(rate).compare(Decimal.parse(max)) <= 0;
