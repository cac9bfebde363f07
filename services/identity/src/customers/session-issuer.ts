import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@meridian/http';
import { newSessionToken } from '../credentials/session-token';
import type { CustomerProfile } from './customer-directory';
import { CustomerStore } from './customer-store';

export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

export interface CallerInfo {
  ip: string;
  userAgent: string;
  requestId: string | null;
}

export const callerOf = (ctx: RequestContext): CallerInfo => ({ ip: ctx.ip, userAgent: ctx.userAgent, requestId: ctx.requestId });

/** What registering, logging in and a new demo answer: the bearer token (twice, for the legacy app's two names) and the customer. */
export type SessionAnswer = { token: string; token_h5: string; user: CustomerProfile };

/** Opens a session as an event on the customer's stream; only the token's hash is kept. */
@Injectable()
export class SessionIssuer {
  constructor(private readonly customers: CustomerStore) {}

  async open(customerId: string, caller: CallerInfo): Promise<string> {
    const { token, tokenHash } = newSessionToken();
    await this.customers.execute(
      customerId,
      { type: 'OpenSession', data: { sessionId: randomUUID(), tokenHash, ttlSeconds: SESSION_TTL_SECONDS, ip: caller.ip, userAgent: caller.userAgent } },
      caller.requestId,
    );
    return token;
  }
}
