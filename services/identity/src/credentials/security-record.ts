import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { isUUID } from 'class-validator';
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
    // An id that is no uuid is no customer: never a failed cast, and the key's index serves the rest.
    if (!isUUID(customerId)) return null;
    const customers = (await identityReadModels.on(this.pool)).getRepository(Customer);
    const changed = await customers.findOne({ where: { id: customerId }, select: { id: true, securityChangedAt: true } });
    return changed?.securityChangedAt?.toISOString() ?? null;
  }
}
