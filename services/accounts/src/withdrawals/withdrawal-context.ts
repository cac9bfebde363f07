import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import { SECURITY_RECORD, type SecurityRecord } from '@meridian/runtime';
import { levelOf, limitsOf } from '@meridian/contracts';
import { ASSETS, assetOf, Money } from '@meridian/money';
import { chainOf, coinOf, usdtValue, type ChainSettings, type CoinSettings } from '../catalogue/asset-catalogue';
import type { WithdrawalRules } from '../settings/domain/withdrawal-rules';
import { amountRefusals, quote, standingRefusals, type WithdrawalContext } from './domain/withdrawal-policy';
import type { Db } from '../funding-store';
import { accountsReadModels } from '../accounts.read-models';
import { CustomerVerification } from './read-models/customer-verification.entity';
import { PublishedVerificationLimits } from './read-models/published-verification-limits.entity';
import { Withdrawal } from './read-models/withdrawal.entity';

export interface WithdrawalTarget {
  method: 'crypto' | 'bank';
  coin: CoinSettings;
  chain: ChainSettings | null;
}

/** Where a withdrawal goes: a coin on a chain, or USDT to a bank card. */
export function withdrawalTarget(method: string | undefined, coinCode: string | undefined, chainName: string | undefined): WithdrawalTarget {
  if (method === 'bank') return { method, coin: coinOf('USDT')!, chain: null };
  if (method !== undefined && method !== 'crypto') throw AppError.badInput('field.invalid', { field: 'method' });
  const found = chainOf(coinCode ?? '', chainName ?? '');
  if (!found) throw AppError.badInput('coin.unknown');
  return { method: 'crypto', coin: found.coin, chain: found.chain };
}

/**
 * What the withdrawal policy needs to know about the customer now: today's count, and identity's own
 * record of the last security change (never a copy that could arrive late).
 */
@Injectable()
export class WithdrawalContexts {
  constructor(@Inject(SECURITY_RECORD) private readonly security: SecurityRecord) {}

  async of(db: Db, customerId: string, target: WithdrawalTarget, rules: WithdrawalRules, now: Date, lastSecurityChange: string | null): Promise<WithdrawalContext> {
    const usedToday = await (await withdrawalsToday(db, customerId, rules.timeZone, now)).getCount();
    const { dailyLimitUsdt, withdrawnTodayUsdt } = await this.dailyAllowance(db, customerId, rules, now);
    return { rules, now, ...target, usedToday, lastSecurityChange, dailyLimitUsdt, withdrawnTodayUsdt };
  }

  /** The policy on one request now: the customer's context, the amount's USDT value, every refusal (standing and of the amount), and what it would cost. */
  async assess(db: Db, customerId: string, target: WithdrawalTarget, amount: Money, rules: WithdrawalRules, now: Date, lastSecurityChange: string | null) {
    const ctx = await this.of(db, customerId, target, rules, now, lastSecurityChange);
    const value = usdtValue(amount);
    const refusals = [...standingRefusals(ctx), ...amountRefusals(ctx, amount, value)];
    return { ctx, value, refusals, ...quote(rules, target.chain, amount) };
  }

  /** The verification level's daily limit, and today's withdrawals not rejected, each valued in USDT. */
  private async dailyAllowance(db: Db, customerId: string, rules: WithdrawalRules, now: Date) {
    // One after another: `db` is the request's transaction, one connection, which runs one statement at
    // a time anyway (pg queues the others and warns; pg 9 refuses them).
    // One after another: `db` is the request's transaction, one connection, which runs one statement at
    // a time anyway (pg queues the others and warns; pg 9 refuses them).
    const models = await accountsReadModels.on(db);
    const verified = await models.getRepository(CustomerVerification).findOneBy({ customerId });
    const table = await models.getRepository(PublishedVerificationLimits).findOneBy({ id: 'current' });
    const today = await (await withdrawalsToday(db, customerId, rules.timeZone, now))
      .andWhere("w.status <> 'rejected'")
      .select('w.coin', 'coin')
      .addSelect('sum(w.amount)::text', 'amount')
      .groupBy('w.coin')
      .getRawMany<{ coin: string; amount: string }>();
    // The read model keeps amounts in minor units of their coin.
    const withdrawnTodayUsdt = today.reduce((sum, row) => sum.add(usdtValue(Money.ofMinor(assetOf(row.coin, ASSETS), BigInt(row.amount)))), Money.zero(ASSETS.USDT));
    return { dailyLimitUsdt: limitsOf(levelOf(verified?.tiers ?? []), table?.limits).withdrawPerDay, withdrawnTodayUsdt };
  }

  lastSecurityChange(customerId: string): Promise<string | null> {
    return this.security.lastSecurityChange(customerId);
  }
}

/** The customer's withdrawals made on `now`'s day in the withdrawal rules' time zone. */
async function withdrawalsToday(db: Db, customerId: string, timeZone: string, now: Date) {
  return (await accountsReadModels.on(db))
    .getRepository(Withdrawal)
    .createQueryBuilder('w')
    .where('w.customerId = :customerId', { customerId })
    .andWhere('(w.createdAt AT TIME ZONE :timeZone)::date = (CAST(:now AS timestamptz) AT TIME ZONE :timeZone)::date', { timeZone, now });
}
