import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type ContractAccountRecord, type DerivativesAccount, type SpotRecordsFilter } from '@meridian/runtime';

/** A customer's contract and futures account records, newest first (the read model of the core's postings). */
@Injectable()
export class ContractRecordsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async records(customerId: string, filter: SpotRecordsFilter & { account: DerivativesAccount | null }): Promise<{ items: ContractAccountRecord[]; total: number }> {
    // Contract accounts hold USDT only: a filter on another coin finds nothing.
    if (filter.coin !== null && filter.coin !== 'USDT') return { items: [], total: 0 };
    const { rows } = await this.pool.query<{ id: string; account: DerivativesAccount; amount: string; balance_after: string; type: string; ref: string; at: Date; total: string }>(
      `SELECT id, account, amount, balance_after, type, ref, at, count(*) OVER () AS total FROM contract_account_records
        WHERE customer_id = $1 AND ($2::text IS NULL OR account = $2) AND ($3::timestamptz IS NULL OR at >= $3) AND ($4::timestamptz IS NULL OR at <= $4)
        ORDER BY id DESC LIMIT $5 OFFSET $6`,
      [customerId, filter.account, filter.from, filter.to, filter.limit, filter.offset],
    );
    return {
      items: rows.map((row) => ({
        id: `contract-${row.id}`,
        time: row.at.toISOString(),
        type: row.type,
        account: row.account,
        coin: 'USDT',
        amount: row.amount,
        balance_after: row.balance_after,
        memo: row.ref,
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  }
}
