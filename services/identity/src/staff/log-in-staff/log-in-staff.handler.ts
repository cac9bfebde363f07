import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import { AttemptLimits } from '../../credentials/attempt-limits';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../credentials/password-hasher';
import { newSessionToken } from '../../credentials/session-token';
import { StaffQuery, toStaffView, type StaffView } from '../queries/staff.query';
import { StaffStore } from '../staff-store';

const STAFF_SESSION_TTL_SECONDS = 12 * 3600;

/** A staff member's login to the back office: a 12-hour session, opened as an event on their stream. */
@Injectable()
export class LogInStaffHandler {
  constructor(
    private readonly staff: StaffStore,
    private readonly members: StaffQuery,
    private readonly attempts: AttemptLimits,
  ) {}

  async execute(email: string, password: string, ip: string): Promise<{ token: string; staff: StaffView }> {
    if (!email || !password) throw AppError.badInput('account.passwordRequired');
    // Counted first, atomically; an attempt over either limit is answered 429 and never checked.
    const attempt = await this.attempts.countSignIn(`staff:${ip}`, `staff:${email}`);
    const row = await this.members.byEmail(email);
    const valid = await verifyPassword(password, row?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!row || !valid) throw new AppError('auth.failed', 1, 401);
    await attempt.passed();
    if (row.disabled) throw new AppError('auth.staffDisabled', 403, 403);
    const { token, tokenHash } = newSessionToken();
    await this.staff.execute(row.id, { type: 'OpenStaffSession', data: { sessionId: randomUUID(), tokenHash, ttlSeconds: STAFF_SESSION_TTL_SECONDS } }, row.id);
    return { token, staff: toStaffView(row) };
  }
}
