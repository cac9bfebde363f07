import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type SecurityRecord } from '@meridian/runtime';

/**
 * Reads the customers row that identity's inline projection writes in the same transaction as the
 * password change: once the change is committed, every caller sees it.
 */
@Injectable()
export class SqlSecurityRecord implements SecurityRecord {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async lastSecurityChange(customerId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ at: Date | null }>('SELECT security_changed_at AS at FROM customers WHERE id::text = $1', [customerId]);
    return rows[0]?.at?.toISOString() ?? null;
  }
}
