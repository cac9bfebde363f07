import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { ASSETS, Decimal, Money } from '@meridian/money';
import { CLOCK, PG_POOL, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { CustomerStandings } from '../../customers/customer-standing.query';
import { RewardCover } from '../reward-cover';
import { DAY_BOUNDARY, nextDayStarts, signInDay } from '../domain/sign-in-day';
import { nextCycleDay } from '../domain/sign-in.decider';
import { cycleRewards, type SignInRules } from '../domain/sign-in-rules';
import { SignInRulesQuery } from './sign-in-rules.query';
import type { SignInRecordResponseDto, SignInStaffResponseDto, SignInStatusResponseDto } from './sign-in.response.dto';

/** A stored amount as the API shows it: no trailing zeros (0.1, 1). */
const plain = (text: string) =>
  Money.fromDecimal(ASSETS.USDT, Decimal.parse(text), 'down')
    .toString()
    .replace(/\.?0+$/, '');

interface SignInRow {
  sign_in_id: string;
  customer_id: string;
  day: string;
  cycle_day: number;
  reward: string;
  cycle_reward: string;
  reward_status: SignInRecordResponseDto['rewardStatus'];
  signed_at: Date;
}

const record = (row: SignInRow): SignInStaffResponseDto => ({
  id: row.sign_in_id,
  customerId: row.customer_id,
  day: row.day,
  cycleDay: row.cycle_day,
  reward: plain(row.reward),
  cycleReward: plain(row.cycle_reward),
  rewardStatus: row.reward_status,
  signedAt: row.signed_at.toISOString(),
});

const SELECT = `SELECT sign_in_id, customer_id, to_char(day, 'YYYY-MM-DD') AS day, cycle_day, reward::text, cycle_reward::text, reward_status, signed_at FROM sign_ins`;

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
    const state = { lastDay: last?.day ?? null, cycleDay: last?.cycle_day ?? 0 };
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

  async records(customerId: string): Promise<SignInRecordResponseDto[]> {
    const { rows } = await this.pool.query<SignInRow>(`${SELECT} WHERE customer_id = $1 ORDER BY day DESC LIMIT 90`, [customerId]);
    return rows.map((row) => {
      const { customerId: _customer, ...rest } = record(row);
      return rest;
    });
  }

  async forStaff(customerId: string | undefined, page: { limit: number; offset: number }) {
    const where = customerId ? 'WHERE customer_id = $1' : '';
    const params = customerId ? [customerId] : [];
    const [{ rows }, total] = await Promise.all([
      this.pool.query<SignInRow>(`${SELECT} ${where} ORDER BY signed_at DESC LIMIT ${page.limit} OFFSET ${page.offset}`, params),
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM sign_ins ${where}`, params),
    ]);
    return { items: rows.map(record), total: total.rows[0]!.n };
  }

  private async last(customerId: string): Promise<SignInRow | null> {
    const { rows } = await this.pool.query<SignInRow>(`${SELECT} WHERE customer_id = $1 ORDER BY day DESC LIMIT 1`, [customerId]);
    return rows[0] ?? null;
  }

  private async totalPaid(customerId: string): Promise<string> {
    const { rows } = await this.pool.query<{ paid: string }>(
      "SELECT coalesce(sum(reward), 0)::text AS paid FROM sign_ins WHERE customer_id = $1 AND reward_status = 'paid'",
      [customerId],
    );
    return plain(rows[0]!.paid);
  }
}
