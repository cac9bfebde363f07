import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { AppError } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { MARKET_MAKER } from '../domain/spot-core.types';
import { orderOf, tradeOf, type OrderRow, type TradeRow } from '../read-model/spot-rows';
import type { SpotAdminListQueryDto } from './spot-admin.request.dto';

export type AdminListQuery = SpotAdminListQueryDto;

const labelOf = (id: string, account: string | null) => (id === MARKET_MAKER ? 'Market maker' : (account ?? id));

function paging(query: AdminListQuery) {
  const perPage = Math.min(200, Math.max(1, Number.parseInt(query._perPage ?? '25', 10) || 25));
  const page = Math.max(1, Number.parseInt(query._page ?? '1', 10) || 1);
  return { limit: perPage, offset: (page - 1) * perPage, order: query._order === 'ASC' ? 'ASC' : 'DESC' };
}

/** Support staff's search over every order and trade (read models of the core's events). */
@Injectable()
export class SpotAdminQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async orders(query: AdminListQuery) {
    const { limit, offset, order } = paging(query);
    const where = `($1::text IS NULL OR o.owner_id = $1) AND ($2::text IS NULL OR o.symbol = $2) AND ($3::text IS NULL OR o.status = $3) AND ($4::text IS NULL OR o.side = $4)`;
    const params = [query.customerId || null, query.symbol?.toUpperCase() || null, query.status || null, query.side || null];
    const [{ rows }, count] = await Promise.all([
      this.pool.query<OrderRow & { account: string | null }>(
        `SELECT o.*, l.account FROM spot_orders o LEFT JOIN spot_customer_labels l ON l.customer_id::text = o.owner_id
          WHERE ${where} ORDER BY o.created_at ${order}, o.id LIMIT $5 OFFSET $6`,
        [...params, limit, offset],
      ),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM spot_orders o WHERE ${where}`, params),
    ]);
    return {
      items: rows.map((row) => ({ ...orderOf(row), customerId: row.owner_id, account: labelOf(row.owner_id, row.account) })),
      total: Number(count.rows[0]!.total),
    };
  }

  async order(id: string) {
    const { rows } = await this.pool.query<OrderRow & { account: string | null }>(
      'SELECT o.*, l.account FROM spot_orders o LEFT JOIN spot_customer_labels l ON l.customer_id::text = o.owner_id WHERE o.id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw new AppError('request.notFound', 404, 404);
    return { ...orderOf(row), customerId: row.owner_id, account: labelOf(row.owner_id, row.account) };
  }

  async trades(query: AdminListQuery) {
    const { limit, offset, order } = paging(query);
    const where = `($1::text IS NULL OR t.buyer_id = $1 OR t.seller_id = $1) AND ($2::text IS NULL OR t.symbol = $2)
      AND ($3::text IS NULL OR t.buy_order_id = $3 OR t.sell_order_id = $3)`;
    const params = [query.customerId || null, query.symbol?.toUpperCase() || null, query.orderId || null];
    const [{ rows }, count] = await Promise.all([
      this.pool.query<TradeRow & { buyer_account: string | null; seller_account: string | null }>(
        `SELECT t.*, b.account AS buyer_account, s.account AS seller_account FROM spot_trades t
           LEFT JOIN spot_customer_labels b ON b.customer_id::text = t.buyer_id
           LEFT JOIN spot_customer_labels s ON s.customer_id::text = t.seller_id
          WHERE ${where} ORDER BY t.at ${order}, t.seq ${order} LIMIT $4 OFFSET $5`,
        [...params, limit, offset],
      ),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM spot_trades t WHERE ${where}`, params),
    ]);
    return {
      items: rows.map((row) => ({
        ...tradeOf(row),
        buyerAccount: labelOf(row.buyer_id, row.buyer_account),
        sellerAccount: labelOf(row.seller_id, row.seller_account),
      })),
      total: Number(count.rows[0]!.total),
    };
  }
}
