import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { handleCommand, type EventStore } from '@meridian/eventstore';
import { AppError, type MessageKey } from '@meridian/http';
import { CLOCK, EVENT_STORE, PG_POOL, PLATFORM_CONFIG, RATE_LIMITER, type Clock, type RateLimiter } from '@meridian/runtime';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../credentials/password-hasher';
import { newSessionToken } from '../credentials/session-token';
import { DomainError } from '../domain-error';
import { rateLimits } from '../customers/login-limits';
import { countAttempt } from '../credentials/attempt-limits';
import type { PlatformConfig } from '../identity-config';
import { staffDecider, staffStream, type StaffCommand, type StaffRoleName } from './staff.decider';

export interface StaffView {
  id: string;
  email: string;
  name: string;
  roles: StaffRoleName[];
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

interface StaffRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  roles: StaffRoleName[];
  disabled: boolean;
  created_at: Date;
  updated_at: Date;
}

const STAFF_SESSION_TTL_SECONDS = 12 * 3600;

const toView = (row: StaffRow): StaffView => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: row.roles,
  disabled: row.disabled,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Staff accounts: created, changed and logged in only through events on `staff-<id>` streams. */
@Injectable()
export class StaffMembers {
  private readonly logger = new Logger('staff');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  private async run(staffId: string, command: Omit<StaffCommand, 'metadata'>, actorId: string | null): Promise<void> {
    try {
      await handleCommand(this.store, staffStream(staffId), staffDecider, { ...command, metadata: { now: this.clock.now().toISOString() } } as StaffCommand, {
        metadata: { staffId: actorId ?? staffId },
      });
    } catch (error) {
      if (error instanceof DomainError) throw AppError.badInput(error.code as MessageKey);
      if ((error as { code?: string }).code === '23505') throw AppError.conflict('account.exists');
      throw error;
    }
  }

  async logIn(email: string, password: string, ip: string): Promise<{ token: string; staff: StaffView }> {
    if (!email || !password) throw AppError.badInput('account.passwordRequired');
    const now = this.clock.now().getTime();
    const policy = rateLimits(this.config.rateLimits);
    const perIp = policy.loginPerIp(`staff:${ip}`);
    const perAccount = policy.loginPerAccount(`staff:${email}`);
    // Counted first, atomically; an attempt over either limit is answered 429 and never checked.
    const [, accountAttempt] = await countAttempt(this.limiter, [perIp, perAccount], now);
    const row = await this.byEmail(email);
    const valid = await verifyPassword(password, row?.password_hash ?? (await DUMMY_HASH_PROMISE));
    if (!row || !valid) throw new AppError('auth.failed', 1, 401);
    await this.limiter.refund(perIp, now);
    await this.limiter.forgive(perAccount, accountAttempt!, now);
    if (row.disabled) throw new AppError('auth.staffDisabled', 403, 403);
    const { token, tokenHash } = newSessionToken();
    await this.run(row.id, { type: 'OpenStaffSession', data: { sessionId: randomUUID(), tokenHash, ttlSeconds: STAFF_SESSION_TTL_SECONDS } }, row.id);
    return { token, staff: toView(row) };
  }

  async logOut(staffId: string, sessionId: string): Promise<void> {
    await this.run(staffId, { type: 'CloseStaffSession', data: { sessionId } }, staffId);
  }

  async create(input: { email: string; name: string; password: string; roles: StaffRoleName[] }, actorId: string | null): Promise<StaffView> {
    const email = input.email.trim().toLowerCase();
    if (await this.byEmail(email)) throw AppError.conflict('account.exists');
    const staffId = randomUUID();
    await this.run(
      staffId,
      { type: 'CreateStaffMember', data: { staffId, email, name: input.name.trim(), passwordHash: await hashPassword(input.password), roles: input.roles, createdBy: actorId } },
      actorId,
    );
    return (await this.byId(staffId))!;
  }

  async update(staffId: string, input: { name: string; roles: StaffRoleName[]; disabled: boolean }, actorId: string): Promise<StaffView> {
    await this.run(staffId, { type: 'UpdateStaffMember', data: { ...input, updatedBy: actorId } }, actorId);
    return (await this.byId(staffId))!;
  }

  async byId(id: string): Promise<StaffView | null> {
    const { rows } = await this.pool.query<StaffRow>('SELECT * FROM staff_members WHERE id = $1', [id]);
    return rows[0] ? toView(rows[0]) : null;
  }

  private async byEmail(email: string): Promise<StaffRow | null> {
    const { rows } = await this.pool.query<StaffRow>('SELECT * FROM staff_members WHERE email = $1', [email.trim().toLowerCase()]);
    return rows[0] ?? null;
  }

  async list(options: { offset: number; limit: number }): Promise<{ data: StaffView[]; total: number }> {
    const { rows } = await this.pool.query<StaffRow & { total: string }>(
      'SELECT *, count(*) OVER () AS total FROM staff_members ORDER BY created_at LIMIT $1 OFFSET $2',
      [options.limit, options.offset],
    );
    return { data: rows.map(toView), total: Number(rows[0]?.total ?? 0) };
  }

  /** First start: the admin named by ADMIN_EMAIL / ADMIN_PASSWORD, unless any staff exists. */
  async seedAdmin(email: string, password: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM staff_members');
    if (Number(rows[0]!.n) > 0) return false;
    await this.create({ email, name: 'Administrator', password, roles: ['admin'] }, null);
    this.logger.log(`seeded staff admin ${email}`);
    return true;
  }
}
