import type { Money } from '@meridian/money';
import type { Posting } from './journal-entry';

/** Time and ids come in with the command; the decider never reads a clock or draws a random id. */
export interface CommandMetadata {
  readonly now: string;
}

export type PostEntry = {
  type: 'PostEntry';
  data: { id: string; postings: readonly Posting[]; memo: string; correlationId?: string };
  metadata: CommandMetadata;
};

/** Moves `amount` from `from` into `hold:<holdId>:<ASSET>` until it is posted or voided. */
export type PlaceHold = {
  type: 'PlaceHold';
  data: { holdId: string; from: string; amount: Money; memo: string };
  metadata: CommandMetadata;
};

/**
 * Moves the whole held amount out: to one account, or split over several credits (the amount to
 * its destination and a fee to `platform:fees:<ASSET>`) that must add up to the held amount.
 */
export type PostHold = {
  type: 'PostHold';
  data: { holdId: string; to: string | readonly Posting[]; memo?: string };
  metadata: CommandMetadata;
};

/** Returns the held amount to the account it came from. */
export type VoidHold = {
  type: 'VoidHold';
  data: { holdId: string; reason?: string };
  metadata: CommandMetadata;
};

export type LedgerCommand = PostEntry | PlaceHold | PostHold | VoidHold;
