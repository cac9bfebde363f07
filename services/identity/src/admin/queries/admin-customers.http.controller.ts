import { Get, Inject, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import type { Pool } from 'pg';
import { In } from 'typeorm';
import type { EventStore } from '@meridian/eventstore';
import { AppError, pageOf, Roles, StaffRoutes } from '@meridian/http';
import { EVENT_STORE, PG_POOL, PLATFORM_CONFIG, STAFF_ROLES } from '@meridian/runtime';
import { toProfile } from '../../customers/customer-directory';
import { Customer } from '../../customers/read-models/customer.entity';
import { identityReadModels } from '../../identity.read-models';
import type { PlatformConfig } from '../../identity-config';
import { CustomerEventsQueryDto, CustomerListQueryDto } from './admin-customers.request.dto';

const SORTABLE = { created_at: 'c.registeredAt', email: 'c.email', kind: 'c.kind', type: 'c.accountType' };
/**
 * The customers a search `:q` finds: an e-mail or phone containing it (its own % and _ match anything),
 * a wallet address starting with it, an invitation code or an id.
 */
const SEARCH = `(c.email ILIKE '%' || :q || '%' OR c.phone LIKE '%' || :q || '%' OR c.walletAddress ILIKE :q || '%'
  OR c.invitationCode = upper(:q) OR CAST(c.id AS text) = :q)`;

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
    const { limit, offset, orderBy } = pageOf(query, SORTABLE, 'c.registeredAt');
    const [sort, order] = orderBy.split(' ') as [string, 'ASC' | 'DESC'];
    const q = (query.q ?? '').trim();
    const found = (await this.customers()).createQueryBuilder('c');
    if (q) found.andWhere(SEARCH, { q });
    if (query.kind) found.andWhere('c.kind = :kind', { kind: query.kind });
    if (typeof query.id === 'string') found.andWhere({ id: In(query.id.split(',')) });
    // The total beside each row, as counted over the rows the filter matches (none on a page past the end).
    found.addSelect('count(*) OVER ()', 'total').orderBy(sort, order).limit(limit).offset(offset);
    const { entities, raw } = await found.getRawAndEntities<{ total: string }>();
    return { data: entities.map((row) => this.view(row)), total: Number(raw[0]?.total ?? 0) };
  }

  @Get(':id')
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    const row = await (await this.customers()).findOneBy({ id });
    if (!row) throw new AppError('request.notFound', 404, 404);
    return { data: this.view(row) };
  }

  private async customers() {
    return (await identityReadModels.on(this.pool)).getRepository(Customer);
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
  private view(row: Customer) {
    return {
      ...toProfile(row, this.config.publicUrl),
      kind: row.kind,
      account: row.email ?? (row.phone ? `+${row.areaCode} ${row.phone}` : `Demo ${row.id.slice(0, 8)}`),
      invited_by: row.invitedBy,
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
