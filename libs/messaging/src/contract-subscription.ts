import type { PoolClient } from 'pg';
import type { IntegrationEvent } from './integration-event';
import type { Subscription } from './message-bus';

/** What a subscription hears, by contract: messages of `types` from `sources`, each read by the contract's `parse`. */
export interface ContractMessages<Message> {
  sources: string[];
  types: string[];
  parse: (data: unknown, type: string) => Message;
}

/**
 * A subscription whose handler gets each message already read by its contract (`parseXxxV1`): a
 * message that does not match the contract fails its delivery before the handler runs, as a parse
 * at the top of the handler did.
 */
export function contractSubscription<Message>(
  consumer: string,
  { sources, types, parse }: ContractMessages<Message>,
  handle: (message: Message, tx: PoolClient, event: IntegrationEvent) => Promise<unknown>,
): Subscription {
  return {
    consumer,
    sources,
    types,
    handle: async (event, tx) => {
      await handle(parse(event.data, event.type), tx, event);
    },
  };
}
