import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { newSessionToken } from '../credentials/session-token';
import { CustomerStore } from './customer-store';

export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

export interface CallerInfo {
  ip: string;
  userAgent: string;
  requestId: string | null;
}

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
