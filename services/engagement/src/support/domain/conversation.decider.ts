import { DomainError, type Decider } from '@meridian/decider';

/**
 * A live-support conversation (docs/support.md): a customer opens it, optionally about one of their
 * orders, deposits, withdrawals or C2C orders, and writes; staff assign it, reply, add internal notes
 * the customer never sees, and resolve it; the customer's next message reopens it. Each side has a
 * read marker (the last message it read). The timers are derived from the recorded times: the first
 * response is the first staff reply since the conversation (re)opened, resolution its resolve.
 */
export const REFERENCE_KINDS = ['order', 'deposit', 'withdrawal', 'c2c'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];
export interface SupportReference {
  kind: ReferenceKind;
  id: string;
}

/** An image as an event refers to it; its bytes stay in `support_images` (`@meridian/http` CustomerImages). */
export interface SupportImage {
  imageId: string;
  mime: string;
  size: number;
  sha256: string;
}

export const MESSAGE_KINDS = ['customer', 'reply', 'note'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MAX_MESSAGE_LENGTH = 4000;

export type ConversationStatus = 'none' | 'open' | 'resolved';

export interface ConversationState {
  conversationId: string | null;
  customerId: string;
  status: ConversationStatus;
  assigneeId: string | null;
  /** Messages so far (every kind); a message's `seq` is its place. */
  seq: number;
  /** The newest message each side is shown by the other: staff replies for the customer, customer messages for staff. */
  lastReplySeq: number;
  lastCustomerSeq: number;
  customerReadSeq: number;
  staffReadSeq: number;
}

type At = { at: string };
type Message = { conversationId: string; messageId: string; seq: number; body: string; image: SupportImage | null };
export type ConversationEvent =
  | { type: 'SupportConversationOpened'; data: At & { conversationId: string; customerId: string; reference: SupportReference | null } }
  | { type: 'SupportCustomerWrote'; data: At & Message & { customerId: string } }
  | { type: 'SupportStaffReplied'; data: At & Message & { staffId: string } }
  | { type: 'SupportNoteAdded'; data: At & Message & { staffId: string } }
  | { type: 'SupportConversationAssigned'; data: At & { staffId: string; assigneeId: string; reason: string } }
  | { type: 'SupportConversationResolved'; data: At & { staffId: string; reason: string } }
  | { type: 'SupportConversationReopened'; data: At & { customerId: string } }
  | { type: 'SupportConversationRead'; data: At & { side: 'customer' | 'staff'; staffId: string | null; seq: number } };

type Meta = { metadata: { now: string } };
type Text = { messageId: string; body: string; image?: SupportImage | null };
export type ConversationCommand =
  | ({
      type: 'OpenSupportConversation';
      data: Text & { conversationId: string; customerId: string; reference: SupportReference | null };
    } & Meta)
  | ({ type: 'WriteToSupport'; data: Text & { customerId: string } } & Meta)
  | ({ type: 'ReplyToCustomer'; data: Text & { staffId: string } } & Meta)
  | ({ type: 'AddInternalNote'; data: Text & { staffId: string } } & Meta)
  | ({ type: 'AssignConversation'; data: { staffId: string; assigneeId: string; reason: string } } & Meta)
  | ({ type: 'ResolveConversation'; data: { staffId: string; reason: string } } & Meta)
  | ({ type: 'MarkConversationRead'; data: { side: 'customer'; customerId: string } | { side: 'staff'; staffId: string } } & Meta);

export const conversationStreamPrefix = 'support-conversation-';
export const conversationStream = (conversationId: string) => `${conversationStreamPrefix}${conversationId}`;

function checkText({ body, image }: Text): { body: string; image: SupportImage | null } {
  const text = (body ?? '').trim();
  if (text.length > MAX_MESSAGE_LENGTH) throw new DomainError('support.messageTooLong');
  if (!text && !image) throw new DomainError('support.messageEmpty');
  return { body: text, image: image ?? null };
}

function checkReason(reason: string): string {
  const text = (reason ?? '').trim();
  if (!text) throw new DomainError('review.reasonRequired');
  return text;
}

function decide(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  const at = command.metadata.now;
  if (command.type === 'OpenSupportConversation') {
    if (state.conversationId) throw new DomainError('support.exists');
    const { conversationId, customerId, reference, messageId } = command.data;
    if (reference && !(REFERENCE_KINDS as readonly string[]).includes(reference.kind))
      throw new DomainError('field.invalid', { field: 'reference' });
    const text = checkText(command.data);
    return [
      { type: 'SupportConversationOpened', data: { conversationId, customerId, reference, at } },
      { type: 'SupportCustomerWrote', data: { conversationId, messageId, seq: 1, customerId, ...text, at } },
    ];
  }
  // Another customer's conversation does not exist for them.
  if (!state.conversationId) throw new DomainError('support.notFound');
  if ('customerId' in command.data && command.data.customerId !== state.customerId) throw new DomainError('support.notFound');
  const conversationId = state.conversationId;
  const seq = state.seq + 1;
  switch (command.type) {
    case 'WriteToSupport': {
      const text = checkText(command.data);
      const { customerId, messageId } = command.data;
      const wrote: ConversationEvent = { type: 'SupportCustomerWrote', data: { conversationId, messageId, seq, customerId, ...text, at } };
      return state.status === 'resolved' ? [{ type: 'SupportConversationReopened', data: { customerId, at } }, wrote] : [wrote];
    }
    case 'ReplyToCustomer':
    case 'AddInternalNote': {
      const text = checkText(command.data);
      const { staffId, messageId } = command.data;
      const type = command.type === 'ReplyToCustomer' ? 'SupportStaffReplied' : 'SupportNoteAdded';
      return [{ type, data: { conversationId, messageId, seq, staffId, ...text, at } }];
    }
    case 'AssignConversation': {
      const { staffId, assigneeId } = command.data;
      const reason = checkReason(command.data.reason);
      if (state.assigneeId === assigneeId) return [];
      return [{ type: 'SupportConversationAssigned', data: { staffId, assigneeId, reason, at } }];
    }
    case 'ResolveConversation': {
      if (state.status === 'resolved') throw new DomainError('support.alreadyResolved');
      return [
        { type: 'SupportConversationResolved', data: { staffId: command.data.staffId, reason: checkReason(command.data.reason), at } },
      ];
    }
    case 'MarkConversationRead': {
      const side = command.data.side;
      const upTo = side === 'customer' ? state.lastReplySeq : state.lastCustomerSeq;
      const read = side === 'customer' ? state.customerReadSeq : state.staffReadSeq;
      if (upTo <= read) return [];
      const staffId = command.data.side === 'staff' ? command.data.staffId : null;
      return [{ type: 'SupportConversationRead', data: { side, staffId, seq: upTo, at } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'SupportConversationOpened':
      return { ...state, conversationId: event.data.conversationId, customerId: event.data.customerId, status: 'open' };
    case 'SupportCustomerWrote':
      // Writing reads what came before it.
      return { ...state, seq: event.data.seq, lastCustomerSeq: event.data.seq, customerReadSeq: state.lastReplySeq };
    case 'SupportStaffReplied':
      return { ...state, seq: event.data.seq, lastReplySeq: event.data.seq, staffReadSeq: state.lastCustomerSeq };
    case 'SupportNoteAdded':
      return { ...state, seq: event.data.seq };
    case 'SupportConversationAssigned':
      return { ...state, assigneeId: event.data.assigneeId };
    case 'SupportConversationResolved':
      return { ...state, status: 'resolved' };
    case 'SupportConversationReopened':
      return { ...state, status: 'open' };
    case 'SupportConversationRead':
      return event.data.side === 'customer' ? { ...state, customerReadSeq: event.data.seq } : { ...state, staffReadSeq: event.data.seq };
    default:
      return state;
  }
}

export const conversationDecider: Decider<ConversationCommand, ConversationEvent, ConversationState> = {
  decide,
  evolve,
  initialState: () => ({
    conversationId: null,
    customerId: '',
    status: 'none',
    assigneeId: null,
    seq: 0,
    lastReplySeq: 0,
    lastCustomerSeq: 0,
    customerReadSeq: 0,
    staffReadSeq: 0,
  }),
};
