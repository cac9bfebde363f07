import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@meridian/eventstore';
import { InboxEvents, type InboxUnreadChangedV1 } from '@meridian/contracts';
import { StreamCommands } from '@meridian/http';
import { writeToOutbox } from '@meridian/messaging';
import { engagementIntegrationEvent } from '../engagement-integration';
import { inboxDecider, inboxStream, unreadOf, type InboxEvent, type InboxState } from './domain/inbox.decider';

/**
 * Runs commands on a customer's inbox; when the unread count changed, `InboxUnreadChanged` goes to the
 * outbox in the append's transaction (the push gateway tells the customer's open apps).
 */
@Injectable()
export class InboxCommands extends StreamCommands({
  decider: inboxDecider,
  streamOf: inboxStream,
  afterAppend: (recorded, client, before) => writeToOutbox(client, unreadMessages(recorded, before)),
}) {}

export function unreadMessages(recorded: readonly RecordedEvent[], before: InboxState) {
  const after = recorded.reduce((state, event) => inboxDecider.evolve(state, { type: event.type, data: event.data } as InboxEvent), before);
  const unread = unreadOf(after);
  const last = recorded[recorded.length - 1];
  if (!last || unread === unreadOf(before)) return [];
  const customerId = (last.data as { customerId: string }).customerId;
  const data: InboxUnreadChangedV1 = { customerId, unread, at: last.recordedAt };
  return [engagementIntegrationEvent(InboxEvents.unreadChanged, data, last.recordedAt, last, customerId)];
}
