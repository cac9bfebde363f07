import type { RateLimit } from '@meridian/runtime';

const MINUTE = 60_000;

export const loginLimits = {
  perAccount: (account: string): RateLimit => ({ key: `login:account:${account.trim().toLowerCase()}`, limit: 5, windowMs: 15 * MINUTE }),
  perIp: (ip: string): RateLimit => ({ key: `login:ip:${ip}`, limit: 20, windowMs: 15 * MINUTE }),
};

export const codeLimits = {
  perIp: (ip: string): RateLimit => ({ key: `code:ip:${ip}`, limit: 10, windowMs: 60 * MINUTE }),
};

export const demoLimits = {
  perIp: (ip: string): RateLimit => ({ key: `demo:ip:${ip}`, limit: 10, windowMs: 60 * MINUTE }),
};
