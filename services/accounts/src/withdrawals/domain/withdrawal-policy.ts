import { Decimal, Money } from '@meridian/money';
import type { ChainSettings, CoinSettings } from '../../catalogue/asset-catalogue';
import type { WithdrawalRules } from '../../settings/domain/withdrawal-rules';

export interface Refusal {
  key: string;
  params?: Record<string, string | number>;
}

export interface WithdrawalContext {
  rules: WithdrawalRules;
  now: Date;
  method: 'crypto' | 'bank';
  coin: CoinSettings;
  chain: ChainSettings | null;
  /** Requests made today (Hong Kong day, or the rules' time zone). */
  usedToday: number;
  /** The customer's last password or 2FA change. */
  lastSecurityChange: string | null;
  /** What the customer's verification level allows a day (USDT), and what today's withdrawals already took. */
  dailyLimitUsdt: string;
  withdrawnTodayUsdt: Money;
}

/** Hours and minutes of `now` in the rules' time zone, as `HH:MM` (00:00 to 23:59). */
export function localTime(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

export function windowOpen(rules: WithdrawalRules, now: Date): boolean {
  const time = localTime(now, rules.timeZone);
  return time >= rules.windowFrom && time < rules.windowTo;
}

export function reviewHoldUntil(rules: WithdrawalRules, lastSecurityChange: string | null, now: Date): string | null {
  if (!lastSecurityChange) return null;
  const until = Date.parse(lastSecurityChange) + rules.reviewHoldHours * 3_600_000;
  return until > now.getTime() ? new Date(until).toISOString() : null;
}

/** The fee: the rules' rate of the amount (rounded up to the coin's scale) plus the chain's network fee. */
export function quote(rules: WithdrawalRules, chain: ChainSettings | null, amount: Money): { fee: Money; receive: Money } {
  const rateFee = amount.multiply(Decimal.parse(rules.feeRate), 'up');
  const networkFee = chain ? Money.parse(amount.asset, chain.withdrawFee) : Money.zero(amount.asset);
  const fee = rateFee.add(networkFee);
  return { fee, receive: amount.subtract(fee) };
}

/** Why a withdrawal cannot be made now, before the amount is known. */
export function standingRefusals(ctx: WithdrawalContext): Refusal[] {
  const refusals: Refusal[] = [];
  const { rules } = ctx;
  if (!windowOpen(rules, ctx.now)) refusals.push({ key: 'withdraw.closedWindow', params: { from: rules.windowFrom, to: rules.windowTo } });
  if (ctx.usedToday >= rules.dailyCount) refusals.push({ key: 'withdraw.dailyLimit', params: { count: rules.dailyCount } });
  if (ctx.method === 'crypto') {
    if (!ctx.chain || !ctx.chain.withdrawEnabled) refusals.push({ key: 'coin.unknown' });
    else if (ctx.coin.asset.code === 'USDT' && !rules.usdtChains.includes(ctx.chain.chain)) {
      refusals.push({ key: 'withdraw.chainNotAllowed', params: { chains: rules.usdtChains.join(', ') } });
    }
  }
  return refusals;
}

/** Why this amount cannot be withdrawn: limits in USDT, and a fee it must cover. */
export function amountRefusals(ctx: WithdrawalContext, amount: Money, usdtValue: Money): Refusal[] {
  const refusals: Refusal[] = [];
  const usdt = usdtValue.toDecimal();
  if (usdt.compare(Decimal.parse(ctx.rules.minUsdt)) < 0) refusals.push({ key: 'withdraw.belowMinimum', params: { min: ctx.rules.minUsdt } });
  if (usdt.compare(Decimal.parse(ctx.rules.maxUsdt)) > 0) refusals.push({ key: 'withdraw.aboveMaximum', params: { max: ctx.rules.maxUsdt } });
  const left = Decimal.parse(ctx.dailyLimitUsdt).subtract(ctx.withdrawnTodayUsdt.toDecimal());
  if (usdt.compare(left) > 0) refusals.push({ key: 'withdraw.tierLimit', params: { limit: ctx.dailyLimitUsdt, left: left.isNegative() ? '0' : left.toString() } });
  if (!quote(ctx.rules, ctx.chain, amount).receive.isPositive()) refusals.push({ key: 'withdraw.receiveTooSmall' });
  return refusals;
}
