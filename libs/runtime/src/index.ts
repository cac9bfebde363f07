export * from './tokens';
export { MemoryRateLimiter, type RateLimit, type RateLimiter } from './rate-limiter';
export { HttpSessionVerifier } from './http-session-verifier';
export { RedisRateLimiter } from './redis-rate-limiter';
export { HttpSpotAccounts } from './http-spot-accounts';
export { HttpContractAccounts } from './http-contract-accounts';
export { PeriodicSweep } from './periodic-sweep';
