import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type SpotAccountRecord, type SpotRecordsFilter } from '@meridian/runtime';

/** A customer's spot account records, newest first (the read model of the core's postings). */
@Injectable()
export class SpotRecordsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async records(customerId: string, filter: SpotRecordsFilter): Promise<{ items: SpotAccountRecord[]; total: number }> {
    // The order a record's reference names gives its market and side, so the record can say which market it was, not an id.
    const { rows } = await this.pool.query<{ id: string; coin: string; amount: string; balance_after: string; type: string; ref: string; at: Date; symbol: string | null; side: string | null; total: string }>(
      `SELECT r.id, r.coin, r.amount, r.balance_after, r.type, r.ref, r.at, o.symbol, o.side, count(*) OVER () AS total
         FROM spot_account_records r LEFT JOIN spot_orders o ON o.id = r.ref
        WHERE r.customer_id = $1 AND ($2::text IS NULL OR r.coin = $2) AND ($3::timestamptz IS NULL OR r.at >= $3) AND ($4::timestamptz IS NULL OR r.at <= $4)
        ORDER BY r.id DESC LIMIT $5 OFFSET $6`,
      [customerId, filter.coin, filter.from, filter.to, filter.limit, filter.offset],
    );
    return {
      items: rows.map((row) => ({
        id: `spot-${row.id}`,
        time: row.at.toISOString(),
        type: row.type,
        account: 'bb',
        coin: row.coin,
        amount: row.amount,
        balance_after: row.balance_after,
        memo: row.ref,
        symbol: row.symbol,
        side: row.side,
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  }
}
