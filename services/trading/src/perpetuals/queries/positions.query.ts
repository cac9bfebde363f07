import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { In } from 'typeorm';
import { PG_POOL } from '@meridian/runtime';
import { ContractCoreService } from '../contract-core.service';
import { PositionCommands } from '../position-commands';
import { presentPosition } from '../presented-position';
import { ContractPosition } from '../read-models/contract-position.entity';
import { tradingReadModels } from '../../trading.read-models';

const HISTORY_LIMIT = 100;

/** A customer's positions: open and pending from the core, live; history (closed, cancelled, liquidated) from the read model, newest first. */
@Injectable()
export class PositionsQuery {
  constructor(
    private readonly core: ContractCoreService,
    private readonly positionCommands: PositionCommands,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async positions(customerId: string, status: 'open' | 'pending' | 'history' = 'open') {
    if (status !== 'history') {
      return this.core.state
        .positionsOf(customerId)
        .filter((p) => p.status === status)
        .sort((a, b) => (a.openedAt < b.openedAt ? 1 : -1))
        .map((p) => presentPosition(p, this.positionCommands.markOf(p.symbol)));
    }
    const rows = await (await tradingReadModels.on(this.pool)).getRepository(ContractPosition).find({
      where: { ownerId: customerId, status: In(['closed', 'cancelled', 'liquidated']) },
      select: { view: true },
      order: { closedAt: { direction: 'DESC', nulls: 'LAST' } },
      take: HISTORY_LIMIT,
    });
    return rows.map((row) => presentPosition(row.view, undefined));
  }
}
