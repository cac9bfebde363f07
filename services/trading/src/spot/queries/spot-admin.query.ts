import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { SelectQueryBuilder } from 'typeorm';
import { AppError, pageWindow } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { MARKET_MAKER } from '../domain/spot-core.types';
import { tradingReadModels } from '../../trading.read-models';
import { CustomerStandingRow } from '../../perpetuals/standing/customer-standing.entity';
import { orderOf, tradeOf } from '../read-models/spot-rows';
import { SpotOrder } from '../read-models/spot-order.entity';
import { SpotTradeRow } from '../read-models/spot-trade.entity';
import type { SpotAdminListQueryDto } from './spot-admin.request.dto';

export type AdminListQuery = SpotAdminListQueryDto;

const labelOf = (id: string, account: string | null) => (id === MARKET_MAKER ? 'Market maker' : (account ?? id));

/** A row with what trading knows of its customer (the name staff screens show), where identity has published it. */
type Labelled<Row> = Row & { label?: CustomerStandingRow | null };

/** An order as staff read it: whose it is, by the name they know. */
const staffOrder = ({ label, ...row }: Labelled<SpotOrder>) => ({ ...orderOf(row), customerId: row.ownerId, account: labelOf(row.ownerId, label?.account ?? null) });

function paging(query: AdminListQuery) {
  const { limit, offset } = pageWindow(query._page, query._perPage, { usual: 25, most: 200 });
  return { limit, offset, order: (query._order === 'ASC' ? 'ASC' : 'DESC') as 'ASC' | 'DESC' };
}

/** Support staff's search over every order and trade (read models of the core's events). */
@Injectable()
export class SpotAdminQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async orders(query: AdminListQuery) {
    const { limit, offset, order } = paging(query);
    const orders = await this.labelledOrders();
    for (const [column, value] of [['ownerId', query.customerId], ['symbol', query.symbol?.toUpperCase()], ['status', query.status], ['side', query.side]] as const)
      if (value) orders.andWhere(`o.${column} = :${column}`, { [column]: value });
    const [rows, total] = await orders.orderBy('o.createdAt', order).addOrderBy('o.id').limit(limit).offset(offset).getManyAndCount();
    return { items: rows.map(staffOrder), total };
  }

  async order(id: string) {
    const orders = await this.labelledOrders();
    const row = await orders.where('o.id = :id', { id }).getOne();
    if (!row) throw new AppError('request.notFound', 404, 404);
    return staffOrder(row);
  }

  async trades(query: AdminListQuery) {
    const { limit, offset, order } = paging(query);
    const trades = (await tradingReadModels.on(this.pool))
      .getRepository(SpotTradeRow)
      .createQueryBuilder('t')
      .leftJoinAndMapOne('t.buyer', CustomerStandingRow, 'b', 'CAST(b.customerId AS text) = t.buyerId')
      .leftJoinAndMapOne('t.seller', CustomerStandingRow, 's', 'CAST(s.customerId AS text) = t.sellerId');
    if (query.customerId) trades.andWhere('(t.buyerId = :customerId OR t.sellerId = :customerId)', { customerId: query.customerId });
    if (query.symbol) trades.andWhere('t.symbol = :symbol', { symbol: query.symbol.toUpperCase() });
    if (query.orderId) trades.andWhere('(t.buyOrderId = :orderId OR t.sellOrderId = :orderId)', { orderId: query.orderId });
    const [rows, total] = await trades.orderBy('t.at', order).addOrderBy('t.seq', order).limit(limit).offset(offset).getManyAndCount();
    return {
      items: (rows as (SpotTradeRow & { buyer?: CustomerStandingRow | null; seller?: CustomerStandingRow | null })[]).map(({ buyer, seller, ...row }) => ({
        ...tradeOf(row),
        buyerAccount: labelOf(row.buyerId, buyer?.account ?? null),
        sellerAccount: labelOf(row.sellerId, seller?.account ?? null),
      })),
      total,
    };
  }

  /** Orders as `o`, each with who its customer is on staff screens, where identity has published it. */
  private async labelledOrders() {
    const orders = (await tradingReadModels.on(this.pool)).getRepository(SpotOrder).createQueryBuilder('o');
    return orders.leftJoinAndMapOne('o.label', CustomerStandingRow, 'l', 'CAST(l.customerId AS text) = o.ownerId') as SelectQueryBuilder<Labelled<SpotOrder>>;
  }
}
