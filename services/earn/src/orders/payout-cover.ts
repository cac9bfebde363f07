import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { ASSETS, Decimal, Money } from '@meridian/money';
import { PG_POOL, PLATFORM_RESERVES, type PlatformReserves } from '@meridian/runtime';
import type { EarnProductTerms } from '../products/domain/earn-product-terms';
import type { EarnOrderStatus } from './domain/earn-order.decider';
import { earnReadModels } from '../earn.read-models';
import { EarnOrder } from './read-models/earn-order.entity';

export const EARN_PAYOUTS_ACCOUNT = 'platform:earn-payouts:USDT';

/** Orders that may still be paid a yield: waiting for their hold, in custody, or under a redemption review. */
const OPEN_STATUSES: readonly EarnOrderStatus[] = ['funding', 'in_custody', 'redeeming', 'redemption_rejected'];

/** The most an order of `amount` under `terms` can earn over `days` (its range's high end), in USDT rounded up. */
export function yieldAtMost(amount: string, terms: Pick<EarnProductTerms, 'dailyRateMax'>, days: number): Money {
  const most = Decimal.parse(amount)
    .multiply(Decimal.parse(terms.dailyRateMax))
    .multiply(Decimal.of(BigInt(Math.max(days, 0))));
  return Money.fromDecimal(ASSETS.USDT, most, 'up');
}

/** What platform:earn-payouts holds against what the open orders may still earn (docs/earn.md, "Cover"). */
export interface PayoutCoverState {
  balance: Money;
  promised: Money;
  /** `balance - promised`: the yield a new order may still be promised. */
  headroom: Money;
}

/**
 * A new earn order is accepted only while `platform:earn-payouts` covers every open order's promised
 * yield to maturity (at the range's high end), the new one included; otherwise the product is "closed:
 * its payout account is not funded". The ledger refuses any payout beyond the balance in any case;
 * this keeps the platform from promising what it could not pay.
 */
@Injectable()
export class PayoutCover {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    // Absent only in a process wired without accounts' port: then nothing is covered (fail closed).
    @Optional() @Inject(PLATFORM_RESERVES) private readonly reserves?: PlatformReserves,
  ) {}

  async state(db: Pick<PoolClient, 'query'> = this.pool): Promise<PayoutCoverState> {
    const open = await (await earnReadModels.on(db))
      .getRepository(EarnOrder)
      .createQueryBuilder('o')
      .select("coalesce(sum(o.amount * (o.terms->>'dailyRateMax')::numeric * greatest((o.terms->>'cycleDays')::int - o.paidDays, 0)), 0)", 'promised')
      .where('o.status IN (:...open)', { open: OPEN_STATUSES })
      .getRawOne<{ promised: string }>();
    const promised = Money.fromDecimal(ASSETS.USDT, Decimal.parse(open!.promised), 'up');
    const balance = this.reserves ? Money.parse(ASSETS.USDT, await this.reserves.balance(EARN_PAYOUTS_ACCOUNT)) : Money.zero(ASSETS.USDT);
    return { balance, promised, headroom: balance.subtract(promised) };
  }

  /** Whether an order of `amount` under `terms` may be promised its yield now. */
  static covers(state: PayoutCoverState, amount: string, terms: Pick<EarnProductTerms, 'dailyRateMax' | 'cycleDays'>): boolean {
    return state.headroom.compare(yieldAtMost(amount, terms, terms.cycleDays)) >= 0;
  }

  /**
   * Serialises acceptances: inside `client`'s transaction, no other order is accepted until it
   * commits, so two orders cannot both take the last of the cover.
   */
  async lock(client: PoolClient): Promise<void> {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('earn-payouts-cover'))");
  }
}
