import type { RateLimitSettings } from './customers/login-limits';

/** What the composition root tells identity about its surroundings (PLATFORM_CONFIG). */
export interface PlatformConfig {
  publicUrl: string;
  rateLimits: RateLimitSettings;
}
