import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { VIP_LEVELS, vipLevelForMinor } from '@meridian/contracts';
import { ASSETS, Money } from '@meridian/money';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import { previousDay } from '../vip-assessment';
import { accountsReadModels } from '../../accounts.read-models';
import { VipStanding } from '../read-models/vip-standing.entity';
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
    const [row, [average]] = await Promise.all([
      (await accountsReadModels.on(this.pool)).getRepository(VipStanding).findOneBy({ customerId }),
      this.averages.averages(lastDay, customerId),
    ]);
    const averageMinor = average?.averageMinor ?? 0n;
    const level = row?.level ?? 0;
    const next = VIP_LEVELS.find((candidate) => candidate.level === level + 1) ?? null;
    return {
      id: customerId,
      level,
      assessedLevel: row?.assessedLevel ?? 0,
      assessedDay: row?.assessedDay ?? null,
      staffLevel: row?.staffLevel ?? null,
      staffReason: row?.staffReason ?? null,
      staffAt: row?.staffAt?.toISOString() ?? null,
      averageAsOf: lastDay,
      average: Money.ofMinor(ASSETS.USDT, averageMinor).toString(),
      levelOfAverage: vipLevelForMinor(averageMinor),
      nextLevel: next ? { level: next.level, minAverage: next.minAverage } : null,
      table: VIP_LEVELS.map((entry) => ({ ...entry })),
    };
  }
}
