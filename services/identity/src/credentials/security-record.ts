import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type SecurityRecord } from '@meridian/runtime';
import { Customer } from '../customers/read-models/customer.entity';
import { identityReadModels } from '../identity.read-models';

/**
 * Reads the customers row that identity's inline projection writes in the same transaction as the
 * password change: once the change is committed, every caller sees it.
 */
@Injectable()
export class SqlSecurityRecord implements SecurityRecord {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async lastSecurityChange(customerId: string): Promise<string | null> {
    // Compared as text: an id that is no uuid is no customer, never a failed cast.
    const changed = await (await identityReadModels.on(this.pool))
      .getRepository(Customer)
      .createQueryBuilder('c')
      .select(['c.id', 'c.securityChangedAt'])
      .where('CAST(c.id AS text) = :customerId', { customerId })
      .getOne();
    return changed?.securityChangedAt?.toISOString() ?? null;
  }
}
