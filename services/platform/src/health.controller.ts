import { Controller, Get, Inject } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';

@Controller('health')
export class HealthController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get()
  async health() {
    await this.pool.query('SELECT 1');
    return { status: 'ok', database: 'up', time: new Date().toISOString() };
  }
}
