import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Queryable } from '@meridian/eventstore';
import { PG_POOL } from '@meridian/runtime';

/**
 * The real name each customer verified with kyc's primary tier, as kyc published it (`CustomerVerified`,
 * consumed in `funds/c2c-consumers.ts`). A verified name does not change (kyc refuses a second primary
 * verification), so this copy is as good as asking: an order freezes it, and the payer must be this person.
 */
@Injectable()
export class VerifiedNames {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(customerId: string, db: Queryable = this.pool): Promise<string | null> {
    const { rows } = await db.query<{ real_name: string }>('SELECT real_name FROM c2c_verified_names WHERE customer_id = $1', [customerId]);
    return rows[0]?.real_name ?? null;
  }

  /** kyc approved the customer's primary tier with this name; a redelivery writes the same row. */
  static async record(db: Queryable, customerId: string, realName: string, at: string): Promise<void> {
    await db.query(
      `INSERT INTO c2c_verified_names (customer_id, real_name, verified_at) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id) DO UPDATE SET real_name = EXCLUDED.real_name, verified_at = EXCLUDED.verified_at`,
      [customerId, realName, at],
    );
  }
}
