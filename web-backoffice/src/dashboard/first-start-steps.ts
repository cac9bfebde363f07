import type { DepositAddress } from '../shared/deposit-address-record';

// When the first-start checklist ticks a step, kept apart from the components so the rules can be
// read and tested on their own.

/** Customers can deposit on a channel once staff switched it on and gave it an address. */
export const isOpenChannel = (channel: Pick<DepositAddress, 'enabled' | 'address'>): boolean =>
  channel.enabled === true && (channel.address ?? '').trim() !== '';

export const openChannelCount = (channels: readonly DepositAddress[]): number => channels.filter(isOpenChannel).length;

/** The rules stay the defaults of a fresh install until staff change them once. */
export const withdrawalRulesReviewed = (rules: { changed_at?: string | null } | undefined): boolean =>
  Boolean(rules?.changed_at);

// The first start seeds one admin account; any other account is one staff added.
const SEEDED_STAFF_ACCOUNTS = 1;
export const staffAdded = (staffAccounts: number): boolean => staffAccounts > SEEDED_STAFF_ACCOUNTS;
