import type { CustomerPrincipal, SessionCheck, SessionVerifier, StaffPrincipal, TradePasswordChecker } from './tokens';

/**
 * Verifies tokens by asking identity's internal endpoint: how a service running in its own process
 * (the distributed profile) checks its callers without reading identity's tables.
 */
export class HttpSessionVerifier implements SessionVerifier, TradePasswordChecker {
  constructor(
    private readonly identityUrl: string,
    private readonly internalToken: string,
  ) {}

  verifyCustomer(token: string): Promise<SessionCheck<CustomerPrincipal>> {
    return this.ask('customer', token);
  }

  verifyStaff(token: string): Promise<SessionCheck<StaffPrincipal>> {
    return this.ask('staff', token);
  }

  async checkTradePassword(customerId: string, password: string): Promise<'ok' | 'wrong' | 'unset'> {
    return (await this.post<{ result: 'ok' | 'wrong' | 'unset' }>('/internal/v1/trade-password/check', { customerId, password })).result;
  }

  private ask<P>(audience: 'customer' | 'staff', token: string): Promise<SessionCheck<P>> {
    return this.post<SessionCheck<P>>('/internal/v1/sessions/verify', { audience, token });
  }

  private async post<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${this.identityUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': this.internalToken },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`identity answered ${res.status} to ${path}`);
    return (await res.json()) as T;
  }
}
