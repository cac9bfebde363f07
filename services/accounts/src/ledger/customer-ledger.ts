import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import { handleCommand, WrongExpectedVersionError, type Decider, type EventStore, type Queryable, type RecordedEvent } from '@meridian/eventstore';
import { decodeLedgerState, encodeLedgerState, jsonLedgerDecider, type EncodedLedgerEvent, type EncodedLedgerState, type LedgerCommand, type LedgerState } from '@meridian/ledger';
import { writeToOutbox } from '@meridian/messaging';
import { EVENT_STORE } from '@meridian/runtime';
import { FUNDING_ASSETS } from '../catalogue/asset-catalogue';
import { runOnce } from '@meridian/decider';
import { DomainError } from '../domain-error';
import { customerUpdateMessages } from '../integration-events/customer-updates';
import { ledgerStream } from './ledger-stream';
import { coveredBy, guardedPlatformDebits, lockPlatformBalances } from './platform-cover';
import { isEntryPosted } from './posted-entries';

export { isLedgerStream, ledgerStream } from './ledger-stream';

/** A customer's ledger is snapshotted this often, so a command folds at most this many events. */
export const LEDGER_SNAPSHOT_EVERY = 100;

/**
 * The ledger decider over stored (decimal-string) events, knowing every funding coin. Its state is
 * the balances and the pending holds: what is open, never the history, so evolving costs the same
 * after years; a snapshot every `LEDGER_SNAPSHOT_EVERY` events bounds what a command reads.
 */
export const customerLedgerDecider: Decider<LedgerCommand, EncodedLedgerEvent, LedgerState> = {
  ...jsonLedgerDecider(FUNDING_ASSETS),
  snapshots: {
    every: LEDGER_SNAPSHOT_EVERY,
    schema: 1,
    encode: encodeLedgerState,
    decode: (json) => decodeLedgerState(json as EncodedLedgerState, FUNDING_ASSETS),
  },
};

/**
 * An entry id is posted once per customer stream, so a cause delivered twice (a deposit approval, a
 * demo registration) never credits twice. The ids live in `ledger_entry_ids`, written with the
 * entry in its transaction; its key also refuses a duplicate that would race past this check.
 */
export async function assertNewEntry(db: Queryable, streamId: string, command: LedgerCommand): Promise<void> {
  if (command.type !== 'PostEntry') return;
  if (await isEntryPosted(db, streamId, command.data.id)) throw new DomainError('ledger.duplicateEntry');
}

/** A movement already recorded under its entry id: the one step ran before (a redelivery, a restart). */
export const isDuplicateEntry = (error: unknown): boolean => error instanceof DomainError && error.code === 'ledger.duplicateEntry';

/** Posts an entry at most once: when its entry id is already on the stream (the step ran before), it does nothing. */
export const postOnce = (post: () => Promise<unknown>): Promise<void> => runOnce(post, isDuplicateEntry);

/**
 * One ledger stream per customer: every movement touching the customer's accounts is decided
 * against that stream's state and appended with its expected version, so two parallel spends of
 * the same balance cannot both pass. A platform account on the other side of an entry is shared by
 * every stream: its debit is decided against what the whole ledger holds in it (the balances
 * projection's row, locked in the append's transaction), so only the accounts standing for outside
 * money go below zero (`PLATFORM_ACCOUNT_POLICY`).
 */
@Injectable()
export class CustomerLedger {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(customerId: string, command: LedgerCommand, options: { client?: PoolClient; requestId?: string } = {}): Promise<RecordedEvent[]> {
    const stream = ledgerStream(customerId);
    const debits = guardedPlatformDebits(command);
    const run = async (client: PoolClient) => {
      // A debit of a platform account is judged by what the whole ledger holds in it, locked until commit.
      const shared = await lockPlatformBalances(client, debits);
      const outcome = await handleCommand(this.store, stream, coveredBy(customerLedgerDecider, shared), command, {
        client,
        metadata: { customerId, requestId: options.requestId },
        precondition: (db) => assertNewEntry(db, stream, command),
      });
      // The customer's apps hear of the entry through the outbox, in the append's transaction.
      await writeToOutbox(client, customerUpdateMessages(outcome.events));
      return outcome.events;
    };
    if (options.client) return run(options.client);
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(this.store.pool, (client) => run(client));
      } catch (error) {
        if (!isRetryable(error) || attempt >= 8) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }
}

/** A conflicting append, or two transactions waiting on each other's rows: run the whole command again. */
export function isRetryable(error: unknown): boolean {
  return error instanceof WrongExpectedVersionError || (error as { code?: unknown } | null)?.code === '40P01';
}
