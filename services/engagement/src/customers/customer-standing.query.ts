import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { customerCountry } from '@meridian/contracts';
import { PG_POOL } from '@meridian/runtime';
import { engagementReadModels } from '../engagement.read-models';
import { EngagementCustomer } from './read-models/engagement-customer.entity';

/** Where a customer is, as far as engagement knows (docs/engagement.md, "Where rewards are off"). */
export interface CustomerStanding {
  country: string | null;
  basis: 'verified' | 'phone-area-code' | 'unknown';
}

@Injectable()
export class CustomerStandings {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(customerId: string): Promise<CustomerStanding> {
    const customer = await (await engagementReadModels.on(this.pool)).getRepository(EngagementCustomer).findOneBy({ customerId });
    return customerCountry(customer?.verifiedCountry ?? null, customer?.areaCode ?? null);
  }
}
