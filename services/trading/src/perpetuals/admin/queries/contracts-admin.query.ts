import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { pageOf } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import type { OptionView, PositionView } from '../../domain/contract-core.types';
import type { ContractsAdminListQueryDto } from './contracts-admin-query.request.dto';

/** Who a customer is on staff screens: the account name identity published, else the id. */
const LABEL_JOIN = 'LEFT JOIN spot_customer_labels l ON l.customer_id::text = r.owner_id';

/**
 * What support and the auditor read of contracts from the read models: every liquidation with the tick
 * it happened at and what it cost the customer, and every option order, waiting or settled.
 */
@Injectable()
export class ContractsAdminQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async liquidations(query: ContractsAdminListQueryDto) {
    const { limit, offset, orderBy } = pageOf(query, { closedAt: 'r.closed_at', symbol: 'r.symbol' }, 'r.closed_at');
    const where = `r.status = 'liquidated' AND ($1::text IS NULL OR r.owner_id = $1) AND ($2::text IS NULL OR r.symbol = $2)`;
    const params = [query.customerId || null, query.symbol?.toUpperCase() || null];
    const [{ rows }, count] = await Promise.all([
      this.pool.query<{ view: PositionView; account: string | null }>(
        `SELECT r.view, l.account FROM contract_positions r ${LABEL_JOIN} WHERE ${where} ORDER BY ${orderBy}, r.id LIMIT $3 OFFSET $4`,
        [...params, limit, offset],
      ),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM contract_positions r WHERE ${where}`, params),
    ]);
    return { items: rows.map(({ view, account }) => liquidationOf(view, account)), total: Number(count.rows[0]!.total) };
  }

  async options(query: ContractsAdminListQueryDto) {
    const { limit, offset, orderBy } = pageOf(query, { acceptedAt: 'r.accepted_at', symbol: 'r.symbol' }, 'r.accepted_at');
    const where = `($1::text IS NULL OR r.owner_id = $1) AND ($2::text IS NULL OR r.symbol = $2) AND ($3::text IS NULL OR r.status = $3)`;
    const params = [query.customerId || null, query.symbol?.toUpperCase() || null, query.status || null];
    const [{ rows }, count] = await Promise.all([
      this.pool.query<{ view: OptionView; account: string | null }>(
        `SELECT r.view, l.account FROM contract_options r ${LABEL_JOIN} WHERE ${where} ORDER BY ${orderBy}, r.id LIMIT $4 OFFSET $5`,
        [...params, limit, offset],
      ),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM contract_options r WHERE ${where}`, params),
    ]);
    return {
      items: rows.map(({ view: { ownerId, ...option }, account }) => ({ ...option, customerId: ownerId, account: account ?? ownerId })),
      total: Number(count.rows[0]!.total),
    };
  }
}

/** A liquidated position as the log shows it: the tick that closed it, the fee to the insurance fund, the loss. */
function liquidationOf(view: PositionView, account: string | null) {
  return {
    id: view.id,
    customerId: view.ownerId,
    account: account ?? view.ownerId,
    symbol: view.symbol,
    side: view.side,
    leverage: view.leverage,
    lots: view.lots,
    entryPrice: view.entryPrice,
    closePrice: view.closePrice,
    closeTick: view.closeTick,
    initialMargin: view.initialMargin,
    liquidationFee: view.closeFee,
    realizedPnl: view.realizedPnl,
    openedAt: view.openedAt,
    closedAt: view.closedAt,
  };
}
