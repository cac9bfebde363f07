import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { VIP_LEVELS, vipLevelForMinor } from '@meridian/contracts';
import { ASSETS, Money } from '@meridian/money';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import { previousDay } from '../vip-assessment';
import { VipAveragesQuery } from './vip-averages.query';

/** A customer's VIP standing: the level in force and why, the average as of yesterday, and what the next level needs. */
@Injectable()
export class VipStandingQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly averages: VipAveragesQuery,
  ) {}

  async of(customerId: string) {
    const lastDay = previousDay(this.clock.now());
    const [{ rows }, [average]] = await Promise.all([
      this.pool.query<{ level: number; assessed_level: number; assessed_day: string | null; staff_level: number | null; staff_reason: string | null; staff_at: Date | null }>(
        "SELECT level, assessed_level, to_char(assessed_day, 'YYYY-MM-DD') AS assessed_day, staff_level, staff_reason, staff_at FROM accounts_vip_levels WHERE customer_id = $1",
        [customerId],
      ),
      this.averages.averages(lastDay, customerId),
    ]);
    const row = rows[0];
    const averageMinor = average?.averageMinor ?? 0n;
    const level = row?.level ?? 0;
    const next = VIP_LEVELS.find((candidate) => candidate.level === level + 1) ?? null;
    return {
      id: customerId,
      level,
      assessedLevel: row?.assessed_level ?? 0,
      assessedDay: row?.assessed_day ?? null,
      staffLevel: row?.staff_level ?? null,
      staffReason: row?.staff_reason ?? null,
      staffAt: row?.staff_at?.toISOString() ?? null,
      averageAsOf: lastDay,
      average: Money.ofMinor(ASSETS.USDT, averageMinor).toString(),
      levelOfAverage: vipLevelForMinor(averageMinor),
      nextLevel: next ? { level: next.level, minAverage: next.minAverage } : null,
      table: VIP_LEVELS.map((entry) => ({ ...entry })),
    };
  }
}
