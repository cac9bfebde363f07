import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';

export const AVERAGE_DAYS = 30;

/**
 * The 30-day average of funding wallets' USDT balance: each of the 30 days ending with `lastDay`
 * counts its closing balance (the balance after the last posting before the next midnight, UTC; no
 * posting yet is zero) plus what the wallet held then (an earn order's principal, a withdrawal under
 * review: placed before that midnight and not yet posted or voided), as docs/earn.md publishes. In
 * minor units of USDT, rounded down.
 *
 * One analytical statement over the ledger's read models (a series of days, a lateral look-up of each
 * day's closing posting): TypeORM's query builder has neither, so this one stays SQL.
 */
@Injectable()
export class VipAveragesQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async averages(lastDay: string, customerId?: string): Promise<{ customerId: string; averageMinor: bigint }[]> {
    const { rows } = await this.pool.query<{ customer_id: string; total: string }>(
      `WITH days AS (SELECT ((d::date + 1)::timestamp AT TIME ZONE 'UTC') AS closes FROM generate_series($1::date - ($2::int - 1), $1::date, interval '1 day') AS d),
            wallets AS (SELECT account, customer_id FROM ledger_balances WHERE account LIKE 'user:%:funding:USDT' AND ($3::uuid IS NULL OR customer_id = $3::uuid)),
            held AS (
              SELECT h.account, days.closes, sum(h.amount) AS amount
                FROM ledger_holds h JOIN wallets w ON w.account = h.account
                JOIN days ON h.placed_at < days.closes AND (h.resolved_at IS NULL OR h.resolved_at >= days.closes)
               GROUP BY h.account, days.closes)
       SELECT w.customer_id, coalesce(sum(coalesce(closing.balance_after, 0) + coalesce(held.amount, 0)), 0)::text AS total
         FROM wallets w CROSS JOIN days
         LEFT JOIN LATERAL (
           SELECT balance_after FROM ledger_postings p WHERE p.account = w.account AND p.at < days.closes ORDER BY p.at DESC, p.id DESC LIMIT 1
         ) closing ON true
         LEFT JOIN held ON held.account = w.account AND held.closes = days.closes
        GROUP BY w.customer_id`,
      [lastDay, AVERAGE_DAYS, customerId ?? null],
    );
    return rows.map((row) => ({ customerId: row.customer_id, averageMinor: BigInt(row.total.split('.')[0]!) / BigInt(AVERAGE_DAYS) }));
  }
}
