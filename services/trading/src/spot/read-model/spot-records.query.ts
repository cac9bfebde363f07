import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type SpotAccountRecord, type SpotRecordsFilter } from '@meridian/runtime';

/** A customer's spot account records, newest first (the read model of the core's postings). */
@Injectable()
export class SpotRecordsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async records(customerId: string, filter: SpotRecordsFilter): Promise<{ items: SpotAccountRecord[]; total: number }> {
    const { rows } = await this.pool.query<{ id: string; coin: string; amount: string; balance_after: string; type: string; ref: string; at: Date; total: string }>(
      `SELECT id, coin, amount, balance_after, type, ref, at, count(*) OVER () AS total FROM spot_account_records
        WHERE customer_id = $1 AND ($2::text IS NULL OR coin = $2) AND ($3::timestamptz IS NULL OR at >= $3) AND ($4::timestamptz IS NULL OR at <= $4)
        ORDER BY id DESC LIMIT $5 OFFSET $6`,
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
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  }
}
