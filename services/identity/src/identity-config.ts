import type { RateLimitSettings } from './customers/login-limits';

/** What the composition root tells identity about its surroundings (PLATFORM_CONFIG). */
export interface PlatformConfig {
  publicUrl: string;
  /** Addresses, numbers and handles the platform speaks from, besides its own web address (`OFFICIAL_CHANNELS`). */
  officialChannels: string[];
  rateLimits: RateLimitSettings;
  /** Shared by the platform's processes for `/internal/` calls; never sent to a browser. */
  internalToken: string;
  /** `SECRETS_KEY`: base64 of the 32-byte key authenticator secrets are sealed with; else a key file in `dataDir`. */
  secretsKey?: string | null;
  /** The data folder (`DATA_DIR`), where the key file is kept when no `SECRETS_KEY` is set. */
  dataDir?: string;
}
