import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { vipLevelForMinor } from '@meridian/contracts';
import { CLOCK, PeriodicSweep, PG_POOL, type Clock } from '@meridian/runtime';
import { accountsReadModels } from '../accounts.read-models';
import { VipAveragesQuery } from './queries/vip-averages.query';
import { VipAssessmentDay } from './read-models/vip-assessment-day.entity';
import { VipStandingStore } from './vip-standing.store';

const DAY_MS = 86_400_000;
export const previousDay = (now: Date) => new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);

/**
 * The daily VIP assessment: once the day has closed, every funding wallet's 30-day average gives its
 * level from the published table; a change is recorded on the customer's stream. A day is assessed
 * once (recorded in accounts_vip_assessments); a sweep cut short is finished by the next, and the
 * decider records nothing twice.
 */
@Injectable()
export class VipAssessment extends PeriodicSweep {
  constructor(
    @Inject(CLOCK) clock: Clock,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly vip: VipStandingStore,
    private readonly averages: VipAveragesQuery,
  ) {
    super(clock, 60_000);
  }

  protected async sweep(now: Date): Promise<void> {
    const day = previousDay(now);
    const days = (await accountsReadModels.on(this.pool)).getRepository(VipAssessmentDay);
    if (await days.existsBy({ day })) return;
    const wallets = await this.averages.averages(day);
    for (const { customerId, averageMinor } of wallets) {
      const data = { day, averageMinor: averageMinor.toString(), level: vipLevelForMinor(averageMinor) };
      await this.vip.execute(customerId, { type: 'AssessVipLevel', data }, { now, metadata: { customerId } });
    }
    await days.createQueryBuilder().insert().values({ day, customers: wallets.length, finishedAt: now }).orIgnore().execute();
  }
}
