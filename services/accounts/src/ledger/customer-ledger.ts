import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { handleCommand, type EventStore, type RecordedEvent } from '@meridian/eventstore';
import { jsonLedgerDecider, type LedgerCommand } from '@meridian/ledger';
import { EVENT_STORE } from '@meridian/runtime';
import { FUNDING_ASSETS } from '../catalogue/asset-catalogue';

export const ledgerStream = (customerId: string) => `ledger-${customerId}`;

/** The ledger decider over stored (decimal-string) events, knowing every funding coin. */
export const customerLedgerDecider = jsonLedgerDecider(FUNDING_ASSETS);

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
