import { Controller, Get, Inject } from '@nestjs/common';
import type { Pool } from 'pg';
import { countFailingDeliveries } from '@meridian/messaging';
import { PG_POOL } from '@meridian/runtime';

@Controller('health')
export class HealthController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Up while the database answers. `degraded` (still 200: restarting this process would not help) when
   * a consumer is held back by an event it keeps failing on; which one, staff read in the back office
   * (Deliveries). Only the count here: the health check is public.
   */
  @Get()
  async health() {
    const failing = await countFailingDeliveries(this.pool);
    return { status: failing > 0 ? 'degraded' : 'ok', database: 'up', deliveries: { failing }, time: new Date().toISOString() };
  }
}
