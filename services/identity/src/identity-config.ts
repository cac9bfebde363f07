import type { RateLimitSettings } from './customers/login-limits';

/** What the composition root tells identity about its surroundings (PLATFORM_CONFIG). */
export interface PlatformConfig {
  publicUrl: string;
  /** Addresses, numbers and handles the platform speaks from, besides its own web address (`OFFICIAL_CHANNELS`). */
  officialChannels: string[];
  rateLimits: RateLimitSettings;
  /** Shared by the platform's processes for `/internal/` calls; never sent to a browser. */
  internalToken: string;
}
