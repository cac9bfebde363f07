import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { inTransaction } from '@meridian/database';
import { CLOCK, PG_POOL, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { CustomerStandings } from '../../customers/customer-standing.query';
import { signInDay } from '../domain/sign-in-day';
import { COVER_LOCK, RewardCover } from '../reward-cover';
import { SignInRulesQuery } from '../queries/sign-in-rules.query';
import { SignInCommands } from '../sign-in-commands';

/**
 * A customer signs in for today (docs/engagement.md, "Daily sign-in"): the day by the published
 * boundary, the reward of their day of the cycle from the rules in force, and whether
 * `platform:rewards` can cover it now. The decider refuses a second sign-in on one day, a demo account
 * and a country where rewards are off. Sign-ins decide one at a time against the cover (`COVER_LOCK`),
 * each seeing the rewards promised before it: the cover is counted before it is checked.
 */
@Injectable()
export class SignInHandler {
  constructor(
    private readonly commands: SignInCommands,
    private readonly rules: SignInRulesQuery,
    private readonly standings: CustomerStandings,
    private readonly cover: RewardCover,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** This process's sign-ins, queued before the cover lock: one waiting holds no database connection. */
  private queue: Promise<unknown> = Promise.resolve();

  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work, work);
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  async signIn(customer: CustomerPrincipal, requestId: string | null) {
    const now = this.clock.now();
    const day = signInDay(now);
    const [rules, { country }] = await Promise.all([this.rules.current(), this.standings.of(customer.customerId)]);
    const { customerId } = customer;
    const { events } = await this.oneAtATime(() =>
      inTransaction(this.pool, async (client) => {
        await client.query(COVER_LOCK);
        const cover = await this.cover.state(client);
        return this.commands.execute(
          customerId,
          {
            type: 'SignIn',
            data: {
              customerId,
              signInId: `${customerId}-${day}`,
              day,
              demo: customer.kind === 'demo',
              country,
              rules,
              headroom: cover.headroom.toString(),
            },
          },
          { now, client, metadata: { customerId, ...(requestId ? { requestId } : {}) } },
        );
      }),
    );
    const signedIn = events.find((event) => event.type === 'SignedIn');
    return signedIn?.data as { reward: string; rewardStatus: string; cycleDay: number } | undefined;
  }
}
