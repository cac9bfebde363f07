import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type ContractAccountRecord, type DerivativesAccount, type SpotRecordsFilter } from '@meridian/runtime';
import { recordsPage, type AccountRecordRow } from '../../single-writer/account-records';

/** A customer's contract and futures account records, newest first (the read model of the core's postings). */
@Injectable()
export class ContractRecordsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async records(customerId: string, filter: SpotRecordsFilter & { account: DerivativesAccount | null }): Promise<{ items: ContractAccountRecord[]; total: number }> {
    // Contract accounts hold USDT only: a filter on another coin finds nothing.
    if (filter.coin !== null && filter.coin !== 'USDT') return { items: [], total: 0 };
    // The position or option a record's reference names gives its instrument (and a position's side), so the record names it, not an id.
    const { rows } = await this.pool.query<AccountRecordRow & { account: DerivativesAccount }>(
      `SELECT r.id, r.account, r.amount, r.balance_after, r.type, r.ref, r.at, coalesce(p.symbol, o.symbol) AS symbol, p.view->>'side' AS side, count(*) OVER () AS total
         FROM contract_account_records r
         LEFT JOIN contract_positions p ON p.id = r.ref
         LEFT JOIN contract_options o ON o.id = r.ref
        WHERE r.customer_id = $1 AND ($2::text IS NULL OR r.account = $2) AND ($3::timestamptz IS NULL OR r.at >= $3) AND ($4::timestamptz IS NULL OR r.at <= $4)
        ORDER BY r.id DESC LIMIT $5 OFFSET $6`,
      [customerId, filter.account, filter.from, filter.to, filter.limit, filter.offset],
    );
    return recordsPage('contract', rows, (row) => ({ account: row.account, coin: 'USDT' }));
  }
}
