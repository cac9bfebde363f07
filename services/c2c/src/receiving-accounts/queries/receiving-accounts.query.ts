import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { staffFilters } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import type { ReceivingAccountSnapshot } from '../../orders/domain/c2c-order.types';
import type { ReceivingAccountResponseDto } from './receiving-account.response.dto';

interface AccountRow {
  account_id: string;
  fiat: string;
  account_name: string;
  account_number: string;
  bank_name: string;
  bank_address: string;
  status: 'proposed' | 'active' | 'retired';
  proposed_by: string;
  proposed_at: Date;
  reason: string;
  confirmed_by: string | null;
  confirmed_at: Date | null;
  retired_by: string | null;
  retired_at: Date | null;
  retire_reason: string | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const view = (row: AccountRow): ReceivingAccountResponseDto => ({
  id: row.account_id,
  fiat: row.fiat,
  accountName: row.account_name,
  accountNumber: row.account_number,
  bankName: row.bank_name,
  bankAddress: row.bank_address,
  status: row.status,
  proposedBy: row.proposed_by,
  proposedAt: row.proposed_at.toISOString(),
  reason: row.reason,
  confirmedBy: row.confirmed_by,
  confirmedAt: iso(row.confirmed_at),
  retiredBy: row.retired_by,
  retiredAt: iso(row.retired_at),
  retireReason: row.retire_reason,
});

@Injectable()
export class ReceivingAccountsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(filter: { fiat?: string; status?: string; limit: number; offset: number }) {
    const { clause, params } = staffFilters({ fiat: filter.fiat, status: filter.status });
    const [{ rows }, count] = await Promise.all([
      this.pool.query<AccountRow>(`SELECT * FROM c2c_receiving_accounts ${clause} ORDER BY status = 'active' DESC, fiat, proposed_at DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`, params),
      this.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM c2c_receiving_accounts ${clause}`, params),
    ]);
    return { items: rows.map(view), total: Number(count.rows[0]!.n) };
  }

  async one(accountId: string): Promise<ReceivingAccountResponseDto> {
    const { rows } = await this.pool.query<AccountRow>('SELECT * FROM c2c_receiving_accounts WHERE account_id = $1', [accountId]);
    if (!rows[0]) throw new DomainError('c2c.accountNotFound');
    return view(rows[0]);
  }

  /** An account support may match an order to now: confirmed by a second member and not retired. */
  async matchable(accountId: string): Promise<ReceivingAccountSnapshot> {
    const account = await this.one(accountId);
    if (account.status !== 'active') throw new DomainError('c2c.accountNotActive');
    const { id, fiat, accountName, accountNumber, bankName, bankAddress } = account;
    return { accountId: id, fiat, accountName, accountNumber, bankName, bankAddress };
  }
}
