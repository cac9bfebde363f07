import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type SpotAccountRecord, type SpotRecordsFilter } from '@meridian/runtime';
import { recordsPage, recordsWindow } from '../../single-writer/account-records';
import { tradingReadModels } from '../../trading.read-models';
import { SpotAccountRecordRow } from './spot-account-record.entity';
import { SpotOrder } from './spot-order.entity';

/** A customer's spot account records, newest first (the read model of the core's postings). */
@Injectable()
export class SpotRecordsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async records(customerId: string, filter: SpotRecordsFilter): Promise<{ items: SpotAccountRecord[]; total: number }> {
    // The order a record's reference names gives its market and side, so the record can say which market it was, not an id.
    const query = (await tradingReadModels.on(this.pool))
      .getRepository(SpotAccountRecordRow)
      .createQueryBuilder('r')
      .leftJoinAndMapOne('r.order', SpotOrder, 'o', 'o.id = r.ref')
      .where('r.customerId = :customerId', { customerId });
    if (filter.coin) query.andWhere('r.coin = :coin', { coin: filter.coin });
    const [records, total] = await recordsWindow(query, filter).getManyAndCount();
    const rows = (records as (SpotAccountRecordRow & { order?: SpotOrder | null })[]).map(({ order, ...record }) => ({ ...record, symbol: order?.symbol ?? null, side: order?.side ?? null }));
    return recordsPage('spot', { rows, total }, (row) => ({ account: 'bb' as const, coin: row.coin }));
  }
}
