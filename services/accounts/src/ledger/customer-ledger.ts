import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { handleCommand, type Decider, type EventStore, type RecordedEvent } from '@meridian/eventstore';
import { jsonLedgerDecider, type EncodedLedgerEvent, type LedgerCommand, type LedgerState } from '@meridian/ledger';
import { EVENT_STORE } from '@meridian/runtime';
import { FUNDING_ASSETS } from '../catalogue/asset-catalogue';
import { DomainError } from '../domain-error';

export const ledgerStream = (customerId: string) => `ledger-${customerId}`;

const ledger = jsonLedgerDecider(FUNDING_ASSETS);

export interface CustomerLedgerState {
  ledger: LedgerState;
  /** Ids of the entries posted on this stream: the same entry is never posted twice. */
  entryIds: ReadonlySet<string>;
}

/**
 * The ledger decider over stored (decimal-string) events, knowing every funding coin, and refusing
 * an entry whose id was already posted on the customer's stream, so a cause delivered twice (a
 * deposit approval, a demo registration) can never credit twice.
 */
export const customerLedgerDecider: Decider<LedgerCommand, EncodedLedgerEvent, CustomerLedgerState> = {
  initialState: () => ({ ledger: ledger.initialState(), entryIds: new Set() }),
  evolve: (state, event) => ({
    ledger: ledger.evolve(state.ledger, event),
    entryIds: event.type === 'EntryPosted' ? new Set([...state.entryIds, event.data.id]) : state.entryIds,
  }),
  decide: (command, state) => {
    if (command.type === 'PostEntry' && state.entryIds.has(command.data.id)) throw new DomainError('ledger.duplicateEntry');
    return ledger.decide(command, state.ledger);
  },
};

/**
 * One ledger stream per customer: every movement touching the customer's accounts is decided
 * against that stream's state and appended with its expected version, so two parallel spends of
 * the same balance cannot both pass. Platform accounts on the other side of an entry may go
 * negative (they mirror the outside world); their totals come from the balances projection.
 */
@Injectable()
export class CustomerLedger {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(customerId: string, command: LedgerCommand, options: { client?: PoolClient; requestId?: string } = {}): Promise<RecordedEvent[]> {
    const outcome = await handleCommand(this.store, ledgerStream(customerId), customerLedgerDecider, command, {
      client: options.client,
      metadata: { customerId, requestId: options.requestId },
    });
    return outcome.events;
  }
}
