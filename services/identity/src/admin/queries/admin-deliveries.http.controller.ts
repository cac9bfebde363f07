import { Get, Inject, Query } from '@nestjs/common';
import type { Pool } from 'pg';
import { pageOf, Roles, StaffListQueryDto, StaffRoutes } from '@meridian/http';
import { listDeliveryFailures } from '@meridian/messaging';
import { PG_POOL } from '@meridian/runtime';

/**
 * The bus's deliveries that are failing: for each consumer held back, the event it keeps failing on,
 * since when, how often and the last error (libs/messaging delivery-failures.ts). Read-only: the bus
 * retries on its own, and what holds a consumer back is fixed in code or data, not skipped from here.
 */
@StaffRoutes('api/v1/admin/deliveries')
@Roles('admin', 'support', 'auditor')
export class AdminDeliveriesController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get()
  async list(@Query() query: StaffListQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'first_failed_at');
    const { items, total } = await listDeliveryFailures(this.pool, { limit, offset });
    return { data: items.map((item) => ({ id: `${item.consumer} ${item.eventId}`, ...item })), total };
  }
}
