import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';
import { ContractCoreService } from '../../contract-core.service';
import { CustomerStandings } from '../../customer-standing';
import { presentOption } from '../presented-option';
import { ContractOption } from '../../read-models/contract-option.entity';
import { tradingReadModels } from '../../../trading.read-models';

const HISTORY_LIMIT = 100;

/** What a customer reads of delivery options: the products, whether they are offered to them, and their orders. */
@Injectable()
export class OptionsQuery {
  constructor(
    private readonly core: ContractCoreService,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly standings: CustomerStandings,
  ) {}

  products() {
    return this.core.state.allOptionTerms();
  }

  /** Whether real-money options are offered to this customer, and why not when they are not. */
  async eligibility(customerId: string) {
    const { country, basis, demo } = await this.standings.of(customerId);
    const refused = country !== null && !demo && this.core.state.refusedOptionCountries().includes(country);
    return { offered: !refused, country, basis, demo };
  }

  /** Waiting ones live from the core, settled ones from the read model, newest first. */
  async orders(customerId: string, status: 'pending' | 'history') {
    if (status === 'pending') {
      return this.core.state
        .optionsOf(customerId)
        .filter((option) => option.status === 'waiting')
        .sort((a, b) => (a.acceptedAt < b.acceptedAt ? 1 : -1))
        .map(presentOption);
    }
    const rows = await (await tradingReadModels.on(this.pool)).getRepository(ContractOption).find({
      where: { ownerId: customerId, status: 'settled' },
      select: { view: true },
      order: { settledAt: 'DESC' },
      take: HISTORY_LIMIT,
    });
    return rows.map((row) => presentOption(row.view));
  }
}
