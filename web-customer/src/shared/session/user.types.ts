import type { ApiModel } from '@meridian/contracts';

// The customer as the server describes them (the legacy protocol's `user`), generated from its
// OpenAPI document.
export type User = ApiModel<'CustomerProfileResponseDto'>;

// What the app keeps of a session: the user is re-read after a reload.
export interface Session {
  token: string;
  user: User | null;
}

export const isDemoExpired = (user: User | null, now: Date): boolean =>
  !!user && user.is_demo === 1 && !!user.demo_expires_at && new Date(user.demo_expires_at) <= now;
