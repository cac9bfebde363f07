import { Get, Inject, Query } from '@nestjs/common';
import type { Pool } from 'pg';
import { pageOf, Roles, StaffRoutes } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { SealedOutbox } from '../../verification/sealed-outbox';
import { OutboxListQueryDto } from './admin-outbox.request.dto';

/** Codes and messages the platform sent, so support can help a customer who did not receive one (kept sealed, opened here). */
@StaffRoutes('api/v1/admin/outbox')
@Roles('admin', 'support', 'auditor')
export class AdminOutboxController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly outbox: SealedOutbox,
  ) {}

  @Get()
  async list(@Query() query: OutboxListQueryDto) {
    const { limit, offset, orderBy } = pageOf(query, { id: 'id', createdAt: 'created_at', recipient: 'recipient' }, 'id');
    const recipient = (query.recipient ?? '').trim().toLowerCase();
    const channel = query.channel ?? null;
    const { rows } = await this.pool.query<{ id: string; channel: string; recipient: string; subject: string; body: string; lang: string; purpose: string; created_at: Date; total: string }>(
      `SELECT *, count(*) OVER () AS total FROM outbound_messages
        WHERE ($1 = '' OR recipient LIKE '%' || $1 || '%') AND ($2::text IS NULL OR channel = $2)
        ORDER BY ${orderBy} LIMIT $3 OFFSET $4`,
      [recipient, channel, limit, offset],
    );
    return {
      data: rows.map(({ total: _total, created_at, ...row }) => ({
        ...row,
        body: this.outbox.open(row.recipient, row.body),
        id: Number(row.id),
        createdAt: created_at.toISOString(),
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  }
}
