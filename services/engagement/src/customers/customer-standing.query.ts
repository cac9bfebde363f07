import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { customerCountry } from '@meridian/contracts';
import { PG_POOL } from '@meridian/runtime';

/** Where a customer is, as far as engagement knows (docs/engagement.md, "Where rewards are off"). */
export interface CustomerStanding {
  country: string | null;
  basis: 'verified' | 'phone-area-code' | 'unknown';
}

@Injectable()
export class CustomerStandings {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(customerId: string): Promise<CustomerStanding> {
    const { rows } = await this.pool.query<{ area_code: string | null; verified_country: string | null }>(
      'SELECT area_code, verified_country FROM engagement_customers WHERE customer_id = $1',
      [customerId],
    );
    return customerCountry(rows[0]?.verified_country ?? null, rows[0]?.area_code ?? null);
  }
}
