import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import { CLOCK, PLATFORM_CONFIG, RATE_LIMITER, type Clock, type RateLimiter } from '@meridian/runtime';
import { countAttempt } from '../../credentials/attempt-limits';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../credentials/password-hasher';
import { newSessionToken } from '../../credentials/session-token';
import { rateLimits } from '../../customers/login-limits';
import type { PlatformConfig } from '../../identity-config';
import { StaffQuery, toStaffView, type StaffView } from '../queries/staff.query';
import { StaffStore } from '../staff-store';

const STAFF_SESSION_TTL_SECONDS = 12 * 3600;

/** A staff member's login to the back office: a 12-hour session, opened as an event on their stream. */
@Injectable()
export class LogInStaffHandler {
  constructor(
    private readonly staff: StaffStore,
    private readonly members: StaffQuery,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async execute(email: string, password: string, ip: string): Promise<{ token: string; staff: StaffView }> {
    if (!email || !password) throw AppError.badInput('account.passwordRequired');
    const now = this.clock.now().getTime();
    const policy = rateLimits(this.config.rateLimits);
    const perIp = policy.loginPerIp(`staff:${ip}`);
    const perAccount = policy.loginPerAccount(`staff:${email}`);
    // Counted first, atomically; an attempt over either limit is answered 429 and never checked.
    const [, accountAttempt] = await countAttempt(this.limiter, [perIp, perAccount], now);
    const row = await this.members.byEmail(email);
    const valid = await verifyPassword(password, row?.password_hash ?? (await DUMMY_HASH_PROMISE));
    if (!row || !valid) throw new AppError('auth.failed', 1, 401);
    await this.limiter.refund(perIp, now);
    await this.limiter.forgive(perAccount, accountAttempt!, now);
    if (row.disabled) throw new AppError('auth.staffDisabled', 403, 403);
    const { token, tokenHash } = newSessionToken();
    await this.staff.execute(row.id, { type: 'OpenStaffSession', data: { sessionId: randomUUID(), tokenHash, ttlSeconds: STAFF_SESSION_TTL_SECONDS } }, row.id);
    return { token, staff: toStaffView(row) };
  }
}
