import { Get, Inject, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventStore } from '@meridian/eventstore';
import { AppError, pageOf, Roles, StaffRoutes } from '@meridian/http';
import { EVENT_STORE, PG_POOL, PLATFORM_CONFIG, STAFF_ROLES } from '@meridian/runtime';
import { toProfile, type CustomerRow } from '../../customers/customer-directory';
import type { PlatformConfig } from '../../identity-config';
import { CustomerEventsQueryDto, CustomerListQueryDto } from './admin-customers.request.dto';

const SORTABLE = { created_at: 'registered_at', email: 'email', kind: 'kind', type: 'account_type' };

/** Every staff role may look customers up; nothing here changes anything. */
@StaffRoutes('api/v1/admin/customers')
@Roles(...STAFF_ROLES)
export class AdminCustomersController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  @Get()
  async list(@Query() query: CustomerListQueryDto) {
    const { limit, offset, orderBy } = pageOf(query, SORTABLE, 'registered_at');
    const q = (query.q ?? '').trim();
    const kind = query.kind ?? null;
    const ids = typeof query.id === 'string' ? query.id.split(',') : null;
    const { rows } = await this.pool.query<CustomerRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM customers
        WHERE ($1 = '' OR email ILIKE '%' || $1 || '%' OR phone LIKE '%' || $1 || '%' OR wallet_address ILIKE $1 || '%' OR invitation_code = upper($1) OR id::text = $1)
          AND ($2::text IS NULL OR kind = $2)
          AND ($3::uuid[] IS NULL OR id = ANY($3::uuid[]))
        ORDER BY ${orderBy} LIMIT $4 OFFSET $5`,
      [q, kind, ids, limit, offset],
    );
    return { data: rows.map((row) => this.view(row)), total: Number(rows[0]?.total ?? 0) };
  }

  @Get(':id')
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    const { rows } = await this.pool.query<CustomerRow>('SELECT * FROM customers WHERE id = $1', [id]);
    if (!rows[0]) throw new AppError('request.notFound', 404, 404);
    return { data: this.view(rows[0]) };
  }

  /** The customer's whole history: every event whose metadata names them, in log order. */
  @Get(':id/events')
  async events(@Param('id', new ParseUUIDPipe()) id: string, @Query() query: CustomerEventsQueryDto) {
    const at = query.until ? new Date(query.until) : undefined;
    const events = await this.store.readCustomer(id, at);
    const data = events.map((event) => ({
      id: event.id,
      position: event.position.toString(),
      streamId: event.streamId,
      version: event.version,
      type: event.type,
      schemaVersion: event.schemaVersion,
      data: redact(event.data),
      metadata: event.metadata,
      createdAt: event.recordedAt,
      hash: event.hash,
    }));
    return { data, total: data.length };
  }

  /** The customer's profile as the app sees it (docs/api.md `user`), with what staff also need. */
  private view(row: CustomerRow) {
    return {
      ...toProfile(row, this.config.publicUrl),
      kind: row.kind,
      account: row.email ?? (row.phone ? `+${row.area_code} ${row.phone}` : `Demo ${row.id.slice(0, 8)}`),
      invited_by: row.invited_by,
    };
  }
}

/** Staff see that a password or token changed, never the hash itself. */
function redact(data: unknown): unknown {
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([key, value]) => [key, /hash$/i.test(key) ? '[redacted]' : value]),
  );
}
