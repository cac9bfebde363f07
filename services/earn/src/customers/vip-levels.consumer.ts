import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { parseVipLevelChangedV1, VIP_SOURCE, VipEvents } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer, PG_POOL } from '@meridian/runtime';

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
        await tx.query(
          `INSERT INTO earn_vip_levels (customer_id, level, changed_at) VALUES ($1, $2, $3)
           ON CONFLICT (customer_id) DO UPDATE SET level = EXCLUDED.level, changed_at = EXCLUDED.changed_at WHERE earn_vip_levels.changed_at <= EXCLUDED.changed_at`,
          [customerId, level, at],
        );
      }),
    ];
  }

  async levelOf(customerId: string): Promise<number> {
    const { rows } = await this.pool.query<{ level: number }>('SELECT level FROM earn_vip_levels WHERE customer_id = $1', [customerId]);
    return rows[0]?.level ?? 0;
  }
}
