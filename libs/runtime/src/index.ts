export * from './tokens';
export { MemoryRateLimiter, type RateLimit, type RateLimiter } from './rate-limiter';
