import { Money, sameAsset } from '@meridian/money';
import { parseAccount } from './account-name';
import type { JournalEntry, Posting } from './journal-entry';
import { LedgerError } from './ledger-error';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

export function isIsoTime(value: unknown): value is string {
  return typeof value === 'string' && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/**
 * Throws a LedgerError unless the entry has an id, a time, at least two postings, no zero posting,
 * every posting in its account's asset, and postings summing to zero per asset.
 */
export function validateEntry(entry: JournalEntry): void {
  if (typeof entry.id !== 'string' || entry.id.length === 0) throw new LedgerError('ledger.invalidEntry', 'an entry needs an id');
  if (!isIsoTime(entry.at))
    throw new LedgerError('ledger.invalidEntry', `entry ${entry.id}: 'at' must be an ISO time, got ${JSON.stringify(entry.at)}`);
  if (typeof entry.memo !== 'string') throw new LedgerError('ledger.invalidEntry', `entry ${entry.id}: memo must be a string`);
  if (!Array.isArray(entry.postings) || entry.postings.length < 2) {
    throw new LedgerError('ledger.emptyEntry', `entry ${entry.id}: an entry needs at least two postings`);
  }
  const totals = new Map<string, Money>();
  for (const posting of entry.postings) {
    checkPosting(entry.id, posting);
    const code = posting.amount.asset.code;
    const total = totals.get(code) ?? Money.zero(posting.amount.asset);
    if (!sameAsset(total.asset, posting.amount.asset)) {
      throw new LedgerError('ledger.assetMismatch', `entry ${entry.id}: ${code} appears with two different scales`);
    }
    totals.set(code, total.add(posting.amount));
  }
  for (const [code, total] of totals) {
    if (!total.isZero())
      throw new LedgerError('ledger.unbalanced', `entry ${entry.id}: ${code} postings sum to ${total.toString()}, not zero`);
  }
}

/** The checks every posting passes, in an entry or as a hold's destination. */
export function checkPosting(context: string, posting: Posting): void {
  const account = parseAccount(posting.account);
  if (!(posting.amount instanceof Money))
    throw new LedgerError('ledger.invalidAmount', `${context}: ${posting.account} has no Money amount`);
  if (posting.amount.asset.code !== account.asset) {
    throw new LedgerError('ledger.assetMismatch', `${context}: ${posting.amount.asset.code} posted to ${posting.account}`);
  }
  if (posting.amount.isZero()) throw new LedgerError('ledger.zeroPosting', `${context}: zero posting to ${posting.account}`);
}
