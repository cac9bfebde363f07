import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type SpotAccountRecord, type SpotRecordsFilter } from '@meridian/runtime';
import { recordsPage, type AccountRecordRow } from '../../single-writer/account-records';

/** A customer's spot account records, newest first (the read model of the core's postings). */
@Injectable()
export class SpotRecordsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async records(customerId: string, filter: SpotRecordsFilter): Promise<{ items: SpotAccountRecord[]; total: number }> {
    // The order a record's reference names gives its market and side, so the record can say which market it was, not an id.
    const { rows } = await this.pool.query<AccountRecordRow & { coin: string }>(
      `SELECT r.id, r.coin, r.amount, r.balance_after, r.type, r.ref, r.at, o.symbol, o.side, count(*) OVER () AS total
         FROM spot_account_records r LEFT JOIN spot_orders o ON o.id = r.ref
        WHERE r.customer_id = $1 AND ($2::text IS NULL OR r.coin = $2) AND ($3::timestamptz IS NULL OR r.at >= $3) AND ($4::timestamptz IS NULL OR r.at <= $4)
        ORDER BY r.id DESC LIMIT $5 OFFSET $6`,
      [customerId, filter.coin, filter.from, filter.to, filter.limit, filter.offset],
    );
    return recordsPage('spot', rows, (row) => ({ account: 'bb' as const, coin: row.coin }));
  }
}
