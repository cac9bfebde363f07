export * from './tokens';
export { MemoryRateLimiter, type CountedAttempt, type RateLimit, type RateLimiter } from './rate-limiter';
export { HttpSessionVerifier } from './http-session-verifier';
export { RedisRateLimiter } from './redis-rate-limiter';
export { HttpSpotAccounts } from './http-spot-accounts';
export { HttpContractAccounts } from './http-contract-accounts';
export { CORE_LEDGERS, HttpCoreLedgers, type CoreAccountReplay, type CoreLedgerReport, type CoreLedgers, type CoreName, type CoreReplayPosting } from './core-ledgers';
export { PeriodicSweep } from './periodic-sweep';
export { HttpPlatformReserves, PLATFORM_RESERVES, type PlatformReserves } from './platform-reserves';
