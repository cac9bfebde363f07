import { postInternal } from './internal-http';
import type { CustomerPrincipal, SecondFactor, SecurityRecord, SessionCheck, SessionVerifier, StaffPrincipal, TradePasswordChecker } from './tokens';

/**
 * Verifies tokens by asking identity's internal endpoint: how a service running in its own process
 * (the distributed profile) checks its callers without reading identity's tables.
 */
export class HttpSessionVerifier implements SessionVerifier, TradePasswordChecker, SecurityRecord, SecondFactor {
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

  async isEnabled(customerId: string): Promise<boolean> {
    return (await this.post<{ enabled: boolean }>('/internal/v1/second-factor/status', { customerId })).enabled;
  }

  async verify(customerId: string, code: string): Promise<'ok' | 'wrong' | 'off' | 'limited'> {
    return (await this.post<{ result: 'ok' | 'wrong' | 'off' | 'limited' }>('/internal/v1/second-factor/check', { customerId, code })).result;
  }

  async lastSecurityChange(customerId: string): Promise<string | null> {
    return (await this.post<{ at: string | null }>('/internal/v1/security/last-change', { customerId })).at;
  }

  private ask<P>(audience: 'customer' | 'staff', token: string): Promise<SessionCheck<P>> {
    return this.post<SessionCheck<P>>('/internal/v1/sessions/verify', { audience, token });
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    return postInternal<T>(this.identityUrl, this.internalToken, path, body);
  }
}
