import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';
import { countryOfCallingCode } from '../domain/jurisdiction';

export interface Jurisdiction {
  /** ISO alpha-2, or null when the platform does not know (an e-mail registrant not yet verified). */
  country: string | null;
  /** How it is known: the phone's calling code for now; the verified country once issue 11 records it. */
  basis: 'phone-area-code' | 'unknown';
  demo: boolean;
}

/** Where a customer is, as far as the trading service knows: from identity's published registration. */
@Injectable()
export class OptionJurisdiction {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(customerId: string): Promise<Jurisdiction> {
    const { rows } = await this.pool.query<{ kind: string; area_code: string | null }>(
      'SELECT kind, area_code FROM spot_customer_labels WHERE customer_id::text = $1',
      [customerId],
    );
    const country = countryOfCallingCode(rows[0]?.area_code);
    return { country, basis: country ? 'phone-area-code' : 'unknown', demo: rows[0]?.kind === 'demo' };
  }
}
