import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';
import { ContractCoreService } from '../contract-core.service';
import type { PositionView } from '../domain/contract-core.types';
import { PositionCommands } from '../position-commands';
import { presentPosition } from '../presented-position';

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
    const { rows } = await this.pool.query<{ view: PositionView }>(
      `SELECT view FROM contract_positions WHERE owner_id = $1 AND status IN ('closed', 'cancelled', 'liquidated') ORDER BY closed_at DESC NULLS LAST LIMIT $2`,
      [customerId, HISTORY_LIMIT],
    );
    return rows.map((row) => presentPosition(row.view, undefined));
  }
}
