import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { ASSETS, Decimal, Money } from '@meridian/money';
import { CLOCK, PG_POOL, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { CustomerStandings } from '../../customers/customer-standing.query';
import { RewardCover } from '../reward-cover';
import { DAY_BOUNDARY, nextDayStarts, signInDay } from '../domain/sign-in-day';
import { nextCycleDay } from '../domain/sign-in.decider';
import { cycleRewards, type SignInRules } from '../domain/sign-in-rules';
import { engagementReadModels } from '../../engagement.read-models';
import { SignIn } from '../read-models/sign-in.entity';
import { SignInRulesQuery } from './sign-in-rules.query';
import type { SignInRecordResponseDto, SignInStaffResponseDto, SignInStatusResponseDto } from './sign-in.response.dto';

/** A stored amount as the API shows it: no trailing zeros (0.1, 1). */
const plain = (text: string) =>
  Money.fromDecimal(ASSETS.USDT, Decimal.parse(text), 'down')
    .toString()
    .replace(/\.?0+$/, '');

const record = (row: SignIn): SignInStaffResponseDto => ({
  id: row.signInId,
  customerId: row.customerId,
  day: row.day,
  cycleDay: row.cycleDay,
  reward: plain(row.reward),
  cycleReward: plain(row.cycleReward),
  rewardStatus: row.rewardStatus,
  signedAt: row.signedAt.toISOString(),
});

/** Where a reader is in the 7-day cycle, and whether they may sign in now. */
@Injectable()
export class SignInStatusQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly rules: SignInRulesQuery,
    private readonly standings: CustomerStandings,
    private readonly cover: RewardCover,
  ) {}

  /** Whether the customer may sign in at all: not on a demo account, not where rewards are off. */
  async eligibility(
    customer: CustomerPrincipal | null,
    rules: SignInRules,
  ): Promise<{ eligibility: SignInStatusResponseDto['eligibility']; country: string | null }> {
    if (!customer) return { eligibility: 'visitor', country: null };
    const { country } = await this.standings.of(customer.customerId);
    if (customer.kind === 'demo') return { eligibility: 'demo', country };
    return { eligibility: country !== null && rules.offInCountries.includes(country) ? 'country' : 'ok', country };
  }

  async status(customer: CustomerPrincipal | null): Promise<SignInStatusResponseDto> {
    const now = this.clock.now();
    const today = signInDay(now);
    const rules = await this.rules.current();
    const rewards = cycleRewards(rules);
    const [{ eligibility, country }, last, paid, cover] = await Promise.all([
      this.eligibility(customer, rules),
      customer ? this.last(customer.customerId) : Promise.resolve(null),
      customer ? this.totalPaid(customer.customerId) : Promise.resolve('0'),
      this.cover.state(),
    ]);
    const state = { lastDay: last?.day ?? null, cycleDay: last?.cycleDay ?? 0 };
    const signedToday = state.lastDay === today;
    const nextDay = signedToday ? state.cycleDay : nextCycleDay(state, today);
    // The days already signed in this cycle: up to today's (signed), or up to the one before the next.
    const signedUpTo = signedToday ? state.cycleDay : nextDay - 1;
    const nextReward = Money.parse(
      ASSETS.USDT,
      rewards[
        (signedToday ? nextCycleDay({ lastDay: today, cycleDay: state.cycleDay }, signInDay(new Date(nextDayStarts(now)))) : nextDay) - 1
      ]!,
    );
    return {
      dayBoundary: { ...DAY_BOUNDARY },
      today,
      nextDayStartsAt: nextDayStarts(now),
      cycle: rewards.map((reward, index) => ({ day: index + 1, reward: plain(reward), signed: index < signedUpTo })),
      signedToday,
      nextDay,
      eligibility,
      country,
      paused: nextReward.isPositive() && cover.headroom.compare(nextReward) < 0,
      condition: null,
      firstClaim: last === null,
      totalPaid: paid,
      offInCountries: rules.offInCountries,
    };
  }

  private async signIns() {
    return (await engagementReadModels.on(this.pool)).getRepository(SignIn);
  }

  async records(customerId: string): Promise<SignInRecordResponseDto[]> {
    const rows = await (await this.signIns()).find({ where: { customerId }, order: { day: 'DESC' }, take: 90 });
    return rows.map((row) => {
      const { customerId: _customer, ...rest } = record(row);
      return rest;
    });
  }

  async forStaff(customerId: string | undefined, page: { limit: number; offset: number }) {
    const [rows, total] = await (await this.signIns()).findAndCount({
      where: customerId ? { customerId } : {},
      order: { signedAt: 'DESC' },
      take: page.limit,
      skip: page.offset,
    });
    return { items: rows.map(record), total };
  }

  private async last(customerId: string): Promise<SignIn | null> {
    return (await this.signIns()).findOne({ where: { customerId }, order: { day: 'DESC' } });
  }

  private async totalPaid(customerId: string): Promise<string> {
    const sum = await (await this.signIns())
      .createQueryBuilder('s')
      .select('coalesce(sum(s.reward), 0)::text', 'paid')
      .where('s.customerId = :customerId', { customerId })
      .andWhere("s.rewardStatus = 'paid'")
      .getRawOne<{ paid: string }>();
    return plain(sum!.paid);
  }
}
