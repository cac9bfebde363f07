import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { SelectQueryBuilder } from 'typeorm';
import { pageOf } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { tradingReadModels } from '../../../trading.read-models';
import type { PositionView } from '../../domain/contract-core.types';
import { ContractOption } from '../../read-models/contract-option.entity';
import { ContractPosition } from '../../read-models/contract-position.entity';
import { CustomerStandingRow } from '../../standing/customer-standing.entity';
import type { ContractsAdminListQueryDto } from './contracts-admin-query.request.dto';

/**
 * What support and the auditor read of contracts from the read models: every liquidation with the tick
 * it happened at and what it cost the customer, and every option order, waiting or settled.
 */
@Injectable()
export class ContractsAdminQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async liquidations(query: ContractsAdminListQueryDto) {
    const { limit, offset, sort, order } = pageOf(query, { closedAt: 'r.closedAt', symbol: 'r.symbol' }, 'r.closedAt');
    const positions = (await this.labelled(ContractPosition)).where("r.status = 'liquidated'");
    if (query.customerId) positions.andWhere('r.ownerId = :customerId', { customerId: query.customerId });
    if (query.symbol) positions.andWhere('r.symbol = :symbol', { symbol: query.symbol.toUpperCase() });
    const [rows, total] = await positions.orderBy(sort, order).addOrderBy('r.id').limit(limit).offset(offset).getManyAndCount();
    return { items: rows.map(({ view, label }) => liquidationOf(view, label?.account ?? null)), total };
  }

  async options(query: ContractsAdminListQueryDto) {
    const { limit, offset, sort, order } = pageOf(query, { acceptedAt: 'r.acceptedAt', symbol: 'r.symbol' }, 'r.acceptedAt');
    const options = await this.labelled(ContractOption);
    if (query.customerId) options.andWhere('r.ownerId = :customerId', { customerId: query.customerId });
    if (query.symbol) options.andWhere('r.symbol = :symbol', { symbol: query.symbol.toUpperCase() });
    if (query.status) options.andWhere('r.status = :status', { status: query.status });
    const [rows, total] = await options.orderBy(sort, order).addOrderBy('r.id').limit(limit).offset(offset).getManyAndCount();
    return {
      items: rows.map(({ view: { ownerId, ...option }, label }) => ({ ...option, customerId: ownerId, account: label?.account ?? ownerId })),
      total,
    };
  }

  /** Rows as `r`, each with who its customer is on staff screens (the account name identity published), where known. */
  private async labelled<Row extends ContractPosition | ContractOption>(entity: new () => Row) {
    const query = (await tradingReadModels.on(this.pool)).getRepository(entity).createQueryBuilder('r');
    return query.leftJoinAndMapOne('r.label', CustomerStandingRow, 'l', 'CAST(l.customerId AS text) = r.ownerId') as SelectQueryBuilder<Row & { label?: CustomerStandingRow | null }>;
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
