import { SupportEvents, type SupportConversationUpdatedV1, type SupportChange } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { engagementIntegrationEvent } from '../engagement-integration';
import { conversationDecider, type ConversationEvent, type ConversationState } from './domain/conversation.decider';

/**
 * What the customer's open apps are told about their conversation, written to the outbox in the
 * append's transaction (so a message is stored before it is pushed). Internal notes and staff's own
 * read markers are never told.
 */
export function supportMessages(events: readonly RecordedEvent[], before: ConversationState): IntegrationEvent[] {
  const messages: IntegrationEvent[] = [];
  let state = before;
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as ConversationEvent;
    state = conversationDecider.evolve(state, event);
    const tell = (change: SupportChange, at: string, message: SupportConversationUpdatedV1['message'] = null) => {
      const data: SupportConversationUpdatedV1 = {
        customerId: state.customerId,
        conversationId: state.conversationId!,
        change,
        status: state.status,
        message,
        at,
      };
      messages.push(engagementIntegrationEvent(SupportEvents.updated, data, at, recorded, state.customerId));
    };
    switch (event.type) {
      case 'SupportCustomerWrote':
      case 'SupportStaffReplied': {
        const { messageId, seq, body, image, at } = event.data;
        const author = event.type === 'SupportCustomerWrote' ? 'customer' : 'staff';
        tell('message', at, { id: messageId, seq, author, body, imageId: image?.imageId ?? null, at });
        break;
      }
      case 'SupportConversationResolved':
        tell('resolved', event.data.at);
        break;
      case 'SupportConversationReopened':
        tell('reopened', event.data.at);
        break;
      case 'SupportConversationRead':
        if (event.data.side === 'customer') tell('read', event.data.at);
        break;
      default:
        break;
    }
  }
  return messages;
}
