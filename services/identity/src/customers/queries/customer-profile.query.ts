import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { PLATFORM_CONFIG } from '@meridian/runtime';
import type { PlatformConfig } from '../../identity-config';
import { CustomerDirectory, toProfile, type CustomerProfile } from '../customer-directory';

/** The customer as the app shows them, with the links built on the platform's public address. */
@Injectable()
export class CustomerProfileQuery {
  constructor(
    private readonly directory: CustomerDirectory,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async profile(customerId: string): Promise<CustomerProfile | null> {
    const row = await this.directory.byId(customerId);
    return row ? toProfile(row, this.config.publicUrl) : null;
  }
}

/** The profile answered after the customer changed it (a customer who is gone is not found). */
export async function changedProfile(profiles: CustomerProfileQuery, customerId: string): Promise<CustomerProfile> {
  const profile = await profiles.profile(customerId);
  if (!profile) throw new NotFoundException();
  return profile;
}
