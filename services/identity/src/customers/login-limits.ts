import type { RateLimit } from '@meridian/runtime';

const MINUTE = 60_000;

/** How many attempts each caller gets; the platform's settings may raise the per-IP ones (tests, NAT). */
export interface RateLimitSettings {
  loginPerAccount: number;
  loginPerIp: number;
  codesPerIpPerHour: number;
  demosPerIpPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { loginPerAccount: 5, loginPerIp: 20, codesPerIpPerHour: 10, demosPerIpPerHour: 10 };

export const rateLimits = (settings: RateLimitSettings) => ({
  loginPerAccount: (account: string): RateLimit => ({ key: `login:account:${account.trim().toLowerCase()}`, limit: settings.loginPerAccount, windowMs: 15 * MINUTE }),
  loginPerIp: (ip: string): RateLimit => ({ key: `login:ip:${ip}`, limit: settings.loginPerIp, windowMs: 15 * MINUTE }),
  codesPerIp: (ip: string): RateLimit => ({ key: `code:ip:${ip}`, limit: settings.codesPerIpPerHour, windowMs: 60 * MINUTE }),
  demosPerIp: (ip: string): RateLimit => ({ key: `demo:ip:${ip}`, limit: settings.demosPerIpPerHour, windowMs: 60 * MINUTE }),
});
