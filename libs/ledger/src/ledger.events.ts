import type { Money } from '@meridian/money';
import { holdAccount } from './account-name';
import type { JournalEntry, Posting } from './journal-entry';

export type EntryPosted = { type: 'EntryPosted'; data: JournalEntry };

export type HoldPlaced = {
  type: 'HoldPlaced';
  data: { holdId: string; from: string; amount: Money; memo: string; at: string };
};

/** `postings` are the credits to the destinations; they add up to `amount`. */
export type HoldPosted = {
  type: 'HoldPosted';
  data: { holdId: string; amount: Money; postings: readonly Posting[]; memo: string; at: string };
};

export type HoldVoided = {
  type: 'HoldVoided';
  data: { holdId: string; to: string; amount: Money; reason: string; at: string };
};

export type LedgerEvent = EntryPosted | HoldPlaced | HoldPosted | HoldVoided;

/**
 * The balanced journal entry an event stands for, read from the event alone (no state needed),
 * so an auditor can list every movement, holds included, as plain double entry.
 */
export function journalEntryOf(event: LedgerEvent): JournalEntry {
  switch (event.type) {
    case 'EntryPosted':
      return event.data;
    case 'HoldPlaced': {
      const { holdId, from, amount, memo, at } = event.data;
      const hold = holdAccount(holdId, amount.asset);
      return {
        id: `hold-placed:${holdId}`,
        memo,
        at,
        postings: [
          { account: from, amount: amount.negate() },
          { account: hold, amount },
        ],
      };
    }
    case 'HoldPosted': {
      const { holdId, amount, postings, memo, at } = event.data;
      const hold = holdAccount(holdId, amount.asset);
      return { id: `hold-posted:${holdId}`, memo, at, postings: [{ account: hold, amount: amount.negate() }, ...postings] };
    }
    case 'HoldVoided': {
      const { holdId, to, amount, reason, at } = event.data;
      const hold = holdAccount(holdId, amount.asset);
      return {
        id: `hold-voided:${holdId}`,
        memo: reason,
        at,
        postings: [
          { account: hold, amount: amount.negate() },
          { account: to, amount },
        ],
      };
    }
    default: {
      const unknown: never = event;
      throw new Error(`unknown ledger event ${String((unknown as { type?: unknown }).type)}`);
    }
  }
}
