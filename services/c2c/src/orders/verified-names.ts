import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Queryable } from '@meridian/eventstore';
import { PG_POOL } from '@meridian/runtime';
import { c2cReadModels } from '../c2c.read-models';
import { C2cVerifiedName } from './read-models/c2c-verified-name.entity';

/**
 * The real name each customer verified with kyc's primary tier, as kyc published it (`CustomerVerified`,
 * consumed in `funds/c2c-consumers.ts`). A verified name does not change (kyc refuses a second primary
 * verification), so this copy is as good as asking: an order freezes it, and the payer must be this person.
 */
@Injectable()
export class VerifiedNames {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(customerId: string, db: Queryable = this.pool): Promise<string | null> {
    const verified = await (await c2cReadModels.on(db)).getRepository(C2cVerifiedName).findOneBy({ customerId });
    return verified?.realName ?? null;
  }

  /** kyc approved the customer's primary tier with this name; a redelivery writes the same row. */
  static async record(db: Queryable, customerId: string, realName: string, at: string): Promise<void> {
    await (await c2cReadModels.on(db)).getRepository(C2cVerifiedName).upsert({ customerId, realName, verifiedAt: new Date(at) }, ['customerId']);
  }
}
