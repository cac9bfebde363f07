import type { CustomerPrincipal, SessionCheck, SessionVerifier, StaffPrincipal } from './tokens';

/**
 * Verifies tokens by asking identity's internal endpoint: how a service running in its own process
 * (the distributed profile) checks its callers without reading identity's tables.
 */
export class HttpSessionVerifier implements SessionVerifier {
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

  private async ask<P>(audience: 'customer' | 'staff', token: string): Promise<SessionCheck<P>> {
    const res = await fetch(`${this.identityUrl}/internal/v1/sessions/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': this.internalToken },
      body: JSON.stringify({ audience, token }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`identity answered ${res.status} to a session check`);
    return (await res.json()) as SessionCheck<P>;
  }
}
