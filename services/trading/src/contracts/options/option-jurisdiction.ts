import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';
import type { KycTier } from '@meridian/contracts';
import { countryOfCallingCode } from '../domain/jurisdiction';

export interface Jurisdiction {
  /** ISO alpha-2, or null when the platform does not know (an e-mail registrant not yet verified). */
  country: string | null;
  /** How it is known: the nationality identity verification recorded, else the phone's calling code. */
  basis: 'verified' | 'phone-area-code' | 'unknown';
  demo: boolean;
  /** The verification tiers the customer holds. */
  tiers: KycTier[];
}

/** Where a customer is, as far as the trading service knows: from identity's published registration. */
@Injectable()
export class OptionJurisdiction {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(customerId: string): Promise<Jurisdiction> {
    const { rows } = await this.pool.query<{ kind: string; area_code: string | null; verified_country: string | null; verified_tiers: KycTier[] }>(
      'SELECT kind, area_code, verified_country, verified_tiers FROM spot_customer_labels WHERE customer_id::text = $1',
      [customerId],
    );
    const demo = rows[0]?.kind === 'demo';
    const tiers = rows[0]?.verified_tiers ?? [];
    if (rows[0]?.verified_country) return { country: rows[0].verified_country, basis: 'verified', demo, tiers };
    const country = countryOfCallingCode(rows[0]?.area_code);
    return { country, basis: country ? 'phone-area-code' : 'unknown', demo, tiers };
  }
}
