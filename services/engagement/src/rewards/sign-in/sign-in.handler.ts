import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { CustomerStandings } from '../../customers/customer-standing.query';
import { signInDay } from '../domain/sign-in-day';
import { RewardCover } from '../reward-cover';
import { SignInRulesQuery } from '../queries/sign-in-rules.query';
import { SignInCommands } from '../sign-in-commands';

/**
 * A customer signs in for today (docs/engagement.md, "Daily sign-in"): the day by the published
 * boundary, the reward of their day of the cycle from the rules in force, and whether
 * `platform:rewards` can cover it now. The decider refuses a second sign-in on one day, a demo account
 * and a country where rewards are off.
 */
@Injectable()
export class SignInHandler {
  constructor(
    private readonly commands: SignInCommands,
    private readonly rules: SignInRulesQuery,
    private readonly standings: CustomerStandings,
    private readonly cover: RewardCover,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async signIn(customer: CustomerPrincipal, requestId: string | null) {
    const now = this.clock.now();
    const day = signInDay(now);
    const [rules, { country }, cover] = await Promise.all([
      this.rules.current(),
      this.standings.of(customer.customerId),
      this.cover.state(),
    ]);
    const { customerId } = customer;
    const { events } = await this.commands.execute(
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
      { now, metadata: { customerId, ...(requestId ? { requestId } : {}) } },
    );
    const signedIn = events.find((event) => event.type === 'SignedIn');
    return signedIn?.data as { reward: string; rewardStatus: string; cycleDay: number } | undefined;
  }
}
