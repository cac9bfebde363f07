import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { ASSETS, Decimal, Money } from '@meridian/money';
import { PG_POOL, PLATFORM_RESERVES, type PlatformReserves } from '@meridian/runtime';
import { engagementReadModels } from '../engagement.read-models';
import { SignIn } from './read-models/sign-in.entity';

export const REWARDS_ACCOUNT = 'platform:rewards:USDT';

/**
 * Taken by each sign-in for its transaction: the cover it reads then counts every reward promised
 * before it (the read model is written in the promising sign-in's transaction), so a burst of
 * sign-ins cannot each be promised the same spare balance.
 */
export const COVER_LOCK = "SELECT pg_advisory_xact_lock(hashtext('engagement:reward-cover'))";

/** What `platform:rewards` holds against the rewards already on their way to customers (docs/engagement.md, "When rewards pause"). */
export interface RewardCoverState {
  balance: Money;
  outstanding: Money;
  /** What a new sign-in may still be promised. */
  headroom: Money;
}

/**
 * A reward is promised only while `platform:rewards` covers it on top of every reward asked of
 * accounts and not yet answered; otherwise rewards are paused and the page says so. Accounts refuses
 * a payout the account cannot cover in any case (the reward is then recorded as paused, never owed).
 */
@Injectable()
export class RewardCover {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    // Absent only in a process wired without accounts' port: then nothing is promised (fail closed).
    @Optional() @Inject(PLATFORM_RESERVES) private readonly reserves?: PlatformReserves,
  ) {}

  /** The cover as `client` sees it: a sign-in reads it inside its own transaction, under `COVER_LOCK`. */
  async state(client?: PoolClient): Promise<RewardCoverState> {
    const [balance, paying] = await Promise.all([
      this.reserves ? this.reserves.balance(REWARDS_ACCOUNT) : Promise.resolve('0'),
      this.paying(client),
    ]);
    const held = Money.parse(ASSETS.USDT, balance);
    const outstanding = Money.fromDecimal(ASSETS.USDT, Decimal.parse(paying), 'up');
    const headroom = held.subtract(outstanding);
    return { balance: held, outstanding, headroom: headroom.isNegative() ? Money.zero(ASSETS.USDT) : headroom };
  }

  /** The rewards asked of accounts and not yet answered, summed in the database as text (exact). */
  private async paying(client?: PoolClient): Promise<string> {
    const sum = await (await engagementReadModels.on(client ?? this.pool))
      .getRepository(SignIn)
      .createQueryBuilder('s')
      .select('coalesce(sum(s.reward), 0)::text', 'outstanding')
      .where("s.rewardStatus = 'paying'")
      .getRawOne<{ outstanding: string }>();
    return sum!.outstanding;
  }
}
