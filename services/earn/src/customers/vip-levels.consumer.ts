import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { LessThanOrEqual } from 'typeorm';
import { parseVipLevelChangedV1, VIP_SOURCE, VipEvents } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer, PG_POOL } from '@meridian/runtime';
import { earnReadModels } from '../earn.read-models';
import { EarnVipLevel } from './read-models/earn-vip-level.entity';

const VIP_LEVEL_CHANGES = { sources: [VIP_SOURCE], types: [VipEvents.levelChanged], parse: parseVipLevelChangedV1 };

/** Keeps each customer's VIP level as accounts publishes it: VIP products open by it. An older message never overwrites a newer one. */
@Injectable()
export class VipLevelsConsumer extends BusConsumer {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {
    super();
  }

  protected subscriptions() {
    return [
      contractSubscription('earn.vip-levels', VIP_LEVEL_CHANGES, async ({ customerId, level, at }, tx) => {
        const levels = (await earnReadModels.on(tx)).getRepository(EarnVipLevel);
        const changedAt = new Date(at);
        // The customer's first level is written as it is; a later one replaces it only if it is not older.
        await levels.createQueryBuilder().insert().values({ customerId, level, changedAt }).orIgnore().execute();
        await levels.update({ customerId, changedAt: LessThanOrEqual(changedAt) }, { level, changedAt });
      }),
    ];
  }

  async levelOf(customerId: string): Promise<number> {
    const held = await (await earnReadModels.on(this.pool)).getRepository(EarnVipLevel).findOneBy({ customerId });
    return held?.level ?? 0;
  }
}
