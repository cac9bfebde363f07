import { commandHandling, type EventStore, type Queryable } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import type { Clock } from '@meridian/runtime';
import { verificationDecider, verificationStream } from './domain/verification.decider';
import { verificationMessages } from './verification.messages';

/**
 * Runs a command on a customer's verification stream (by customer id) and writes what kyc tells
 * others about the new events to the outbox in the append's transaction. `precondition`: a database
 * check before every decision (a submitted identity nobody else holds).
 */
export const verificationCommands = (store: EventStore, clock: Clock, precondition?: (db: Queryable) => Promise<void>) =>
  commandHandling({
    store,
    clock,
    decider: verificationDecider,
    streamOf: verificationStream,
    afterAppend: async (recorded, client) => writeToOutbox(client, await verificationMessages(recorded, client)),
    precondition,
  });

export type VerificationCommands = ReturnType<typeof verificationCommands>;
