import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type ContractAccountRecord, type DerivativesAccount, type SpotRecordsFilter } from '@meridian/runtime';
import { recordsPage, recordsWindow } from '../../single-writer/account-records';
import { tradingReadModels } from '../../trading.read-models';
import { ContractAccountRecordRow } from './contract-account-record.entity';
import { ContractOption } from './contract-option.entity';
import { ContractPosition } from './contract-position.entity';

/** A customer's contract and futures account records, newest first (the read model of the core's postings). */
@Injectable()
export class ContractRecordsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async records(customerId: string, filter: SpotRecordsFilter & { account: DerivativesAccount | null }): Promise<{ items: ContractAccountRecord[]; total: number }> {
    // Contract accounts hold USDT only: a filter on another coin finds nothing.
    if (filter.coin !== null && filter.coin !== 'USDT') return { items: [], total: 0 };
    // The position or option a record's reference names gives its instrument (and a position's side), so the record names it, not an id.
    const query = (await tradingReadModels.on(this.pool))
      .getRepository(ContractAccountRecordRow)
      .createQueryBuilder('r')
      .leftJoinAndMapOne('r.position', ContractPosition, 'p', 'p.id = r.ref')
      .leftJoinAndMapOne('r.option', ContractOption, 'o', 'o.id = r.ref')
      .where('r.customerId = :customerId', { customerId });
    if (filter.account) query.andWhere('r.account = :account', { account: filter.account });
    const [records, total] = await recordsWindow(query, filter).getManyAndCount();
    const rows = (records as (ContractAccountRecordRow & { position?: ContractPosition | null; option?: ContractOption | null })[]).map(({ position, option, ...record }) => ({
      ...record,
      symbol: position?.symbol ?? option?.symbol ?? null,
      side: position?.view.side ?? null,
    }));
    return recordsPage('contract', { rows, total }, (row) => ({ account: row.account, coin: 'USDT' }));
  }
}
