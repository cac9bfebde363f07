import { CustomerUpdateEvents, type CustomerUpdatedV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { lendingIntegrationEvent } from '../lending-integration';
import type { CreditEvent } from './domain/credit.decider';

/**
 * What the customer's open apps are told about a credit stream's new events: an answered evaluation,
 * with the score and the limit it gives now (`limitOf` reads it after the inline projection wrote the
 * score, in the same transaction). Written to the outbox by the use case that appended the events;
 * the projection never publishes, so rebuilding the read model tells nobody anything again.
 */
export async function creditMessages(events: readonly RecordedEvent[], limitOf: (customerId: string) => Promise<string>): Promise<IntegrationEvent[]> {
  const messages: IntegrationEvent[] = [];
  for (const recorded of events) {
    if (!recorded.streamId.startsWith('credit-')) continue;
    const customerId = recorded.streamId.slice('credit-'.length);
    const event = { type: recorded.type, data: recorded.data } as CreditEvent;
    if (event.type !== 'CreditEvaluated') continue;
    const { score, at } = event.data;
    const limit = await limitOf(customerId);
    const data: CustomerUpdatedV1 = { updates: [{ customerId, balances: [], deposits: [], withdrawals: [], spotOrders: [], credit: { score, limit, at } }], at };
    messages.push(lendingIntegrationEvent(CustomerUpdateEvents.updated, data, at, recorded, customerId));
  }
  return messages;
}
