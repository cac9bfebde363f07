import type { Provider } from '@nestjs/common';
import { loadSecretsKey, PLATFORM_CONFIG } from '@meridian/runtime';
import type { PlatformConfig } from '../identity-config';

/**
 * The platform key held outside the database (`SECRETS_KEY`, else the install's key file), read once
 * for identity's sealed secrets (authenticator secrets, sent messages) and keyed hashes (codes).
 */
export const PLATFORM_KEY = Symbol('PLATFORM_KEY');

export const platformKeyProvider: Provider = {
  provide: PLATFORM_KEY,
  useFactory: (config: PlatformConfig) => loadSecretsKey(config),
  inject: [PLATFORM_CONFIG],
};
