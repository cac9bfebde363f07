import { Money, sameAsset } from '@meridian/money';
import { holdAccount, mayGoNegative, parseAccount } from './account-name';
import type { JournalEntry, Posting } from './journal-entry';
import type { LedgerCommand, PlaceHold, PostEntry, PostHold, VoidHold } from './ledger.commands';
import { journalEntryOf, type LedgerEvent } from './ledger.events';
import { applyPostings, balanceOf, initialLedgerState, type Hold, type LedgerState } from './ledger.state';
import { LedgerError } from './ledger-error';
import { checkPosting, isIsoTime, validateEntry } from './validate-entry';

export function decide(command: LedgerCommand, state: LedgerState): LedgerEvent[] {
  if (!isIsoTime(command.metadata?.now))
    throw new LedgerError('ledger.invalidCommand', `metadata.now must be an ISO time, got ${String(command.metadata?.now)}`);
  switch (command.type) {
    case 'PostEntry':
      return postEntry(command, state);
    case 'PlaceHold':
      return placeHold(command, state);
    case 'PostHold':
      return postHold(command, state);
    case 'VoidHold':
      return voidHold(command, state);
    default: {
      const unknown: never = command;
      throw new LedgerError('ledger.invalidCommand', `unknown ledger command ${String((unknown as { type?: unknown }).type)}`);
    }
  }
}

export function evolve(state: LedgerState, event: LedgerEvent): LedgerState {
  const balances = applyPostings(state.balances, journalEntryOf(event).postings);
  switch (event.type) {
    case 'EntryPosted':
      return { balances, holds: state.holds };
    case 'HoldPlaced': {
      const { holdId, from, amount, memo, at } = event.data;
      const hold: Hold = { holdId, account: from, amount, memo, placedAt: at };
      return { balances, holds: new Map(state.holds).set(holdId, hold) };
    }
    case 'HoldPosted':
    case 'HoldVoided':
      return { balances, holds: withoutHold(state.holds, event.data.holdId) };
    default: {
      const unknown: never = event;
      throw new LedgerError('ledger.invalidEvent', `unknown ledger event ${String((unknown as { type?: unknown }).type)}`);
    }
  }
}

/** The shape `@meridian/eventstore`'s handleCommand expects (but see `jsonLedgerDecider` for storage). */
export const ledgerDecider = { decide, evolve, initialState: initialLedgerState };

function postEntry({ data, metadata }: PostEntry, state: LedgerState): LedgerEvent[] {
  const entry: JournalEntry = {
    id: data.id,
    postings: (data.postings ?? []).map(({ account, amount }) => ({ account, amount })),
    memo: data.memo,
    at: metadata.now,
    ...(data.correlationId === undefined ? {} : { correlationId: data.correlationId }),
  };
  validateEntry(entry);
  for (const { account } of entry.postings) {
    if (parseAccount(account).type === 'hold')
      throw new LedgerError('ledger.holdAccountReserved', `entry ${entry.id}: ${account} moves only through hold commands`);
  }
  assertNoneGoesNegative(state, entry.postings, `entry ${entry.id}`);
  return [{ type: 'EntryPosted', data: entry }];
}

function placeHold({ data, metadata }: PlaceHold, state: LedgerState): LedgerEvent[] {
  const { holdId, from, amount, memo } = data;
  if (!(amount instanceof Money) || !amount.isPositive())
    throw new LedgerError('ledger.invalidAmount', `hold ${holdId}: the amount must be positive`);
  const hold = holdAccount(holdId, amount.asset);
  if (parseAccount(from).type === 'hold')
    throw new LedgerError('ledger.holdAccountReserved', `hold ${holdId}: cannot hold money that is already held`);
  checkPosting(`hold ${holdId}`, { account: from, amount });
  // A hold id that was placed and resolved before is refused by the holds read model's key.
  if (state.holds.has(holdId)) throw new LedgerError('ledger.duplicateHold', `hold ${holdId} already exists`);
  if (typeof memo !== 'string') throw new LedgerError('ledger.invalidCommand', `hold ${holdId}: memo must be a string`);
  assertNoneGoesNegative(
    state,
    [
      { account: from, amount: amount.negate() },
      { account: hold, amount },
    ],
    `hold ${holdId}`,
  );
  return [{ type: 'HoldPlaced', data: { holdId, from, amount, memo, at: metadata.now } }];
}

function postHold({ data, metadata }: PostHold, state: LedgerState): LedgerEvent[] {
  const hold = pendingHold(state, data.holdId);
  const postings: Posting[] =
    typeof data.to === 'string'
      ? [{ account: data.to, amount: hold.amount }]
      : (data.to ?? []).map(({ account, amount }) => ({ account, amount }));
  const context = `hold ${hold.holdId}`;
  if (postings.length === 0) throw new LedgerError('ledger.emptyEntry', `${context}: nowhere to post the held amount`);
  let total = Money.zero(hold.amount.asset);
  for (const posting of postings) {
    checkPosting(context, posting);
    if (parseAccount(posting.account).type === 'hold')
      throw new LedgerError('ledger.holdAccountReserved', `${context}: cannot post into another hold`);
    if (!sameAsset(posting.amount.asset, hold.amount.asset))
      throw new LedgerError('ledger.assetMismatch', `${context} holds ${hold.amount.asset.code}`);
    if (posting.amount.isNegative())
      throw new LedgerError('ledger.negativePosting', `${context}: destinations are credits, ${posting.account} is not`);
    total = total.add(posting.amount);
  }
  const comparison = total.compare(hold.amount);
  if (comparison > 0)
    throw new LedgerError('ledger.insufficientFunds', `${context}: posting ${total.toString()} out of ${hold.amount.toString()} held`);
  if (comparison < 0)
    throw new LedgerError(
      'ledger.unbalanced',
      `${context}: posting ${total.toString()} would leave part of ${hold.amount.toString()} held`,
    );
  assertNoneGoesNegative(state, postings, context); // credits only; this checks the destinations' assets
  return [{ type: 'HoldPosted', data: { holdId: hold.holdId, amount: hold.amount, postings, memo: data.memo ?? '', at: metadata.now } }];
}

function voidHold({ data, metadata }: VoidHold, state: LedgerState): LedgerEvent[] {
  const hold = pendingHold(state, data.holdId);
  return [
    {
      type: 'HoldVoided',
      data: { holdId: hold.holdId, to: hold.account, amount: hold.amount, reason: data.reason ?? '', at: metadata.now },
    },
  ];
}

function pendingHold(state: LedgerState, holdId: string): Hold {
  const hold = state.holds.get(holdId);
  if (hold === undefined) throw new LedgerError('ledger.unknownHold', `no pending hold ${String(holdId)}: never placed, or already posted or voided`);
  return hold;
}

/**
 * Nets the postings per account (one account may appear twice) and checks each debit: an account that
 * may not go below zero refuses a debit it cannot cover. A credit is never refused, even to an account
 * that history left below zero. A customer's account or hold refuses with `ledger.insufficientFunds`;
 * a platform account with `ledger.platformAccountUncovered`, checked against what the whole ledger
 * holds in it when the store supplied that (`state.shared`).
 */
function assertNoneGoesNegative(state: LedgerState, postings: readonly Posting[], context: string): void {
  const net = new Map<string, Money>();
  for (const { account, amount } of postings) {
    net.set(account, (net.get(account) ?? Money.zero(amount.asset)).add(amount));
  }
  for (const [account, change] of net) {
    const local = balanceOf(state, account, change.asset); // also checks the account's asset
    const parsed = parseAccount(account);
    if (!change.isNegative() || mayGoNegative(parsed)) continue;
    const before = parsed.type === 'platform' && state.shared?.has(account) ? sharedBalance(state.shared, account, change) : local;
    const after = before.add(change);
    if (!after.isNegative()) continue;
    if (parsed.type === 'platform')
      throw new LedgerError('ledger.platformAccountUncovered', `${context}: ${account} holds ${before.toString()}, cannot pay ${change.negate().toString()}`, account);
    throw new LedgerError('ledger.insufficientFunds', `${context}: ${account} would go to ${after.toString()}`);
  }
}

function sharedBalance(shared: ReadonlyMap<string, Money>, account: string, like: Money): Money {
  const balance = shared.get(account)!;
  if (!sameAsset(balance.asset, like.asset)) throw new LedgerError('ledger.assetMismatch', `${account} is shared in ${balance.asset.code}, not ${like.asset.code}`);
  return balance;
}

/** The pending holds less one; copying costs what is open, not the history. */
function withoutHold(holds: ReadonlyMap<string, Hold>, holdId: string): ReadonlyMap<string, Hold> {
  if (!holds.has(holdId)) throw new LedgerError('ledger.unknownHold', `event resolves hold ${holdId}, which is not pending`);
  const next = new Map(holds);
  next.delete(holdId);
  return next;
}
