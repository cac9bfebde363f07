import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import { commandHandling, type EventMetadata, type EventStore, type ExecuteCommand, type WithoutMeta } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { creditMessages } from './credit.messages';
import { creditDecider, creditStream, type CreditCommand, type CreditEvent, type CreditState } from './domain/credit.decider';
import { BorrowerStandings } from './queries/borrower-standing.query';

/**
 * Runs one command on a customer's credit stream with what it needs stored first (the proof images),
 * in one transaction, and tells the customer's open apps an evaluation's score and the limit it gives
 * (read after the inline projection wrote the score) through the outbox in the same transaction.
 * One customer's credit use cases run one after another: a request sent twice at once finds the first
 * waiting and is refused for that, never answered "busy".
 */
@Injectable()
export class CreditCommands {
  private readonly decide: ExecuteCommand<CreditCommand, CreditEvent, CreditState>;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) clock: Clock,
    standings: BorrowerStandings,
  ) {
    this.decide = commandHandling({
      store,
      clock,
      decider: creditDecider,
      streamOf: creditStream,
      afterAppend: async (recorded, client) => writeToOutbox(client, await creditMessages(recorded, async (customerId) => (await standings.of(customerId, client)).limit)),
    });
  }

  async execute(customerId: string, commandOf: (client: PoolClient) => Promise<WithoutMeta<CreditCommand>>, metadata: EventMetadata) {
    return inTransaction(this.store.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`credit:${customerId}`]);
      return this.decide(customerId, await commandOf(client), { client, metadata });
    });
  }
}
