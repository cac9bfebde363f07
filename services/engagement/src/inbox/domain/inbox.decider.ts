import { DomainError } from '@meridian/decider';
import type { Decider } from '@meridian/decider';
import { canMute, categoryOf, isInboxCategory, type InboxCategory, type InboxKind } from './inbox-kinds';

/**
 * A customer's personal inbox (`inbox-<customerId>`): messages delivered from other services' facts,
 * each once (its id is derived from the message that caused it), read, read all, archived, and the
 * categories the customer turned off. A muted category's message is not delivered at all; security
 * and money movements cannot be muted.
 */
type Meta = { now: string };
export type InboxParams = Record<string, string>;

export type InboxEvent =
  | {
      type: 'InboxMessageDelivered';
      data: { customerId: string; messageId: string; kind: InboxKind; category: InboxCategory; params: InboxParams; cause: string; at: string };
    }
  | { type: 'InboxMessagesRead'; data: { customerId: string; messageIds: string[]; at: string } }
  | { type: 'InboxMessageArchived'; data: { customerId: string; messageId: string; at: string } }
  | { type: 'InboxPreferencesChanged'; data: { customerId: string; muted: InboxCategory[]; at: string } };

export type InboxCommand =
  | { type: 'DeliverInboxMessage'; data: { customerId: string; messageId: string; kind: InboxKind; params: InboxParams; cause: string }; metadata: Meta }
  | { type: 'ReadInboxMessage'; data: { customerId: string; messageId: string }; metadata: Meta }
  | { type: 'ReadAllInboxMessages'; data: { customerId: string }; metadata: Meta }
  | { type: 'ArchiveInboxMessage'; data: { customerId: string; messageId: string }; metadata: Meta }
  | { type: 'SetInboxPreferences'; data: { customerId: string; muted: string[] }; metadata: Meta };

export interface InboxMessageState {
  read: boolean;
  archived: boolean;
}

export interface InboxState {
  messages: Record<string, InboxMessageState>;
  muted: InboxCategory[];
}

export const inboxStream = (customerId: string) => `inbox-${customerId}`;
export const INBOX_STREAM_PREFIX = inboxStream('');

/** Messages not yet read and not archived. */
export const unreadOf = (state: InboxState) => Object.values(state.messages).filter((m) => !m.read && !m.archived).length;

function existing(state: InboxState, messageId: string): InboxMessageState {
  const message = state.messages[messageId];
  if (!message) throw new DomainError('inbox.notFound');
  return message;
}

export const inboxDecider: Decider<InboxCommand, InboxEvent, InboxState> = {
  initialState: () => ({ messages: {}, muted: [] }),
  decide: (command, state) => {
    const at = command.metadata.now;
    const { customerId } = command.data;
    switch (command.type) {
      case 'DeliverInboxMessage': {
        const { messageId, kind, params, cause } = command.data;
        const category = categoryOf(kind);
        if (state.messages[messageId] || state.muted.includes(category)) return [];
        return [{ type: 'InboxMessageDelivered', data: { customerId, messageId, kind, category, params, cause, at } }];
      }
      case 'ReadInboxMessage': {
        const message = existing(state, command.data.messageId);
        return message.read ? [] : [{ type: 'InboxMessagesRead', data: { customerId, messageIds: [command.data.messageId], at } }];
      }
      case 'ReadAllInboxMessages': {
        const unread = Object.entries(state.messages)
          .filter(([, m]) => !m.read && !m.archived)
          .map(([id]) => id)
          .sort();
        return unread.length === 0 ? [] : [{ type: 'InboxMessagesRead', data: { customerId, messageIds: unread, at } }];
      }
      case 'ArchiveInboxMessage': {
        const message = existing(state, command.data.messageId);
        return message.archived ? [] : [{ type: 'InboxMessageArchived', data: { customerId, messageId: command.data.messageId, at } }];
      }
      case 'SetInboxPreferences': {
        const muted = [...new Set(command.data.muted)].sort();
        for (const category of muted) {
          if (!isInboxCategory(category)) throw new DomainError('inbox.unknownCategory', { category });
          if (!canMute(category)) throw new DomainError('inbox.cannotMute', { category });
        }
        if (muted.join() === [...state.muted].sort().join()) return [];
        return [{ type: 'InboxPreferencesChanged', data: { customerId, muted: muted as InboxCategory[], at } }];
      }
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'InboxMessageDelivered':
        return { ...state, messages: { ...state.messages, [event.data.messageId]: { read: false, archived: false } } };
      case 'InboxMessagesRead': {
        const messages = { ...state.messages };
        for (const id of event.data.messageIds) if (messages[id]) messages[id] = { ...messages[id], read: true };
        return { ...state, messages };
      }
      case 'InboxMessageArchived': {
        const message = state.messages[event.data.messageId];
        return message ? { ...state, messages: { ...state.messages, [event.data.messageId]: { ...message, archived: true } } } : state;
      }
      case 'InboxPreferencesChanged':
        return { ...state, muted: event.data.muted };
    }
  },
  snapshots: { every: 100, schema: 1, encode: (state) => state, decode: (json) => json as InboxState },
};
