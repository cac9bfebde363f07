import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import { handleCommand, loadStreamState, WrongExpectedVersionError, type Decider, type DomainEvent, type EventStore, type Queryable, type RecordedEvent } from '@meridian/eventstore';
import { AppError, type MessageKey } from '@meridian/http';
import { LedgerError, type LedgerCommand } from '@meridian/ledger';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, PG_POOL, type Clock } from '@meridian/runtime';
import { DomainError } from './domain-error';
import { customerUpdateMessages } from './integration-events/customer-updates';
import { assertNewEntry, isLedgerStream, isRetryable } from './ledger/customer-ledger';
import { coveredBy, guardedPlatformDebits, lockPlatformBalances } from './ledger/platform-cover';

/** Anything that runs a query: the pool, or a transaction's client. */
export type Db = Pick<PoolClient, 'query'>;

export interface FundingTx {
  client: PoolClient;
  now: string;
  /** Decide and append on one stream inside this transaction. */
  run<Command, Event extends DomainEvent, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
    command: Command,
    about: { customerId?: string | null; staffId?: string },
  ): Promise<{ events: RecordedEvent[]; state: State }>;
  /** Reads a stream's current state inside this transaction. */
  load<Command, Event extends DomainEvent, State>(streamId: string, decider: Decider<Command, Event, State>): Promise<State>;
}

const MAX_ATTEMPTS = 10;

/**
 * Runs a use case that touches several streams (a deposit and the customer's ledger, say) in one
 * transaction: all its events commit together or none does. A concurrent append on any of them
 * rolls everything back and the whole use case runs again against the newer state.
 */
@Injectable()
export class FundingStore {
  constructor(
    @Inject(PG_POOL) readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** A stream's state as committed now, read outside any transaction. */
  async load<Command, Event extends DomainEvent, State>(streamId: string, decider: Decider<Command, Event, State>): Promise<State> {
    return (await loadStreamState(this.store, streamId, decider)).state;
  }

  async transaction<T>(work: (tx: FundingTx) => Promise<T>, requestId?: string | null): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await inTransaction(this.pool, (client) => {
          const now = this.clock.now().toISOString();
          const tx: FundingTx = {
            client,
            now,
            run: async (streamId, decider, command, about) => {
              const metadata = {
                ...(about.customerId ? { customerId: about.customerId } : {}),
                ...(about.staffId ? { staffId: about.staffId } : {}),
                ...(requestId ? { requestId } : {}),
              };
              const ledger = isLedgerStream(streamId);
              const precondition = ledger ? (db: Queryable) => assertNewEntry(db, streamId, command as LedgerCommand) : undefined;
              // A debit of a platform account is judged by what the whole ledger holds in it, locked until commit.
              const shared = ledger ? await lockPlatformBalances(client, guardedPlatformDebits(command as LedgerCommand)) : new Map();
              const decide = ledger ? (coveredBy(decider as unknown as Decider<LedgerCommand, DomainEvent, unknown>, shared) as unknown as typeof decider) : decider;
              const outcome = await handleCommand(this.store, streamId, decide, command, { client, metadata, precondition });
              // One CustomerUpdated push per append, in this transaction (a projection never publishes).
              await writeToOutbox(client, customerUpdateMessages(outcome.events));
              return { events: outcome.events, state: outcome.state };
            },
            load: async (streamId, decider) => (await loadStreamState(this.store, streamId, decider, client)).state,
          };
          return work(tx);
        });
        return result;
      } catch (error) {
        if (isRetryable(error) && attempt < MAX_ATTEMPTS) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
          continue;
        }
        throw toAppError(error);
      }
    }
  }
}

/**
 * What a use case's refusal becomes at the end of its transaction. A decider's `DomainError` goes to
 * the edge as it is (`refusalOf`), except a `.notFound` met inside a transaction (an address the
 * customer no longer has), which stays bad input rather than a 404. The ledger's own errors become
 * the customer's words for them.
 */
export function toAppError(error: unknown): unknown {
  if (error instanceof DomainError && error.code.endsWith('.notFound')) return AppError.badInput(error.code as MessageKey, error.params);
  if (error instanceof LedgerError) {
    if (error.code === 'ledger.insufficientFunds') return AppError.badInput('balance.insufficient');
    if (error.code === 'ledger.platformAccountUncovered') return AppError.badInput('platform.accountUncovered', { account: error.account ?? 'platform' });
    // Holds are placed and resolved by use cases whose own state says pending: a hold that is no
    // longer pending means another request resolved it first.
    if (error.code === 'ledger.unknownHold') return AppError.conflict('review.notPending');
  }
  if (error instanceof WrongExpectedVersionError) return AppError.conflict('request.inProgress');
  return error;
}

