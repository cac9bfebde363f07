import { DeciderSpecification } from '@meridian/testing';
import { conversationDecider, type ConversationCommand, type ConversationEvent } from './conversation.decider';

const spec = DeciderSpecification.for(conversationDecider);
const now = '2026-03-01T00:00:00.000Z';
const meta = { metadata: { now } };
const reference = { kind: 'c2c' as const, id: 'o1' };

const open: ConversationCommand = {
  type: 'OpenSupportConversation',
  data: { conversationId: 'c1', customerId: 'k1', reference, messageId: 'm1', body: ' 안녕하세요 ' },
  ...meta,
};
const opened: ConversationEvent = {
  type: 'SupportConversationOpened',
  data: { conversationId: 'c1', customerId: 'k1', reference, at: now },
};
const wrote = (seq: number, messageId: string, body = '안녕하세요'): ConversationEvent => ({
  type: 'SupportCustomerWrote',
  data: { conversationId: 'c1', messageId, seq, customerId: 'k1', body, image: null, at: now },
});
const write = (messageId: string, body: string, customerId = 'k1'): ConversationCommand => ({
  type: 'WriteToSupport',
  data: { customerId, messageId, body },
  ...meta,
});
const reply: ConversationCommand = { type: 'ReplyToCustomer', data: { staffId: 's1', messageId: 'm2', body: 'Hello' }, ...meta };
const replied: ConversationEvent = {
  type: 'SupportStaffReplied',
  data: { conversationId: 'c1', messageId: 'm2', seq: 2, staffId: 's1', body: 'Hello', image: null, at: now },
};
const resolved: ConversationEvent = { type: 'SupportConversationResolved', data: { staffId: 's1', reason: 'Answered', at: now } };
const resolve = (reason = 'Answered'): ConversationCommand => ({ type: 'ResolveConversation', data: { staffId: 's1', reason }, ...meta });

describe('a support conversation', () => {
  it('opens with the customer’s first message, about one of their things or none', () => {
    spec
      .given([])
      .when(open)
      .then([opened, wrote(1, 'm1')]);
    spec
      .given([opened, wrote(1, 'm1')])
      .when(open)
      .thenThrows('support.exists');
  });

  it('refuses an empty message or one too long, and an image alone is a message', () => {
    spec
      .given([opened, wrote(1, 'm1')])
      .when(write('m2', '   '))
      .thenThrows('support.messageEmpty');
    spec
      .given([opened, wrote(1, 'm1')])
      .when(write('m2', 'x'.repeat(4001)))
      .thenThrows('support.messageTooLong');
    const image = { imageId: 'i1', mime: 'image/png', size: 10, sha256: 'a'.repeat(64) };
    spec
      .given([opened, wrote(1, 'm1')])
      .when({ type: 'WriteToSupport', data: { customerId: 'k1', messageId: 'm2', body: '', image }, ...meta })
      .then([
        {
          type: 'SupportCustomerWrote',
          data: { conversationId: 'c1', messageId: 'm2', seq: 2, customerId: 'k1', body: '', image, at: now },
        },
      ]);
  });

  it('does not exist for another customer', () => {
    spec
      .given([opened, wrote(1, 'm1')])
      .when(write('m2', 'hi', 'k2'))
      .thenThrows('support.notFound');
    spec.given([]).when(write('m2', 'hi')).thenThrows('support.notFound');
    spec
      .given([opened, wrote(1, 'm1')])
      .when({ type: 'MarkConversationRead', data: { side: 'customer', customerId: 'k2' }, ...meta })
      .thenThrows('support.notFound');
  });

  it('takes staff replies and internal notes, each with the staff id', () => {
    spec
      .given([opened, wrote(1, 'm1')])
      .when(reply)
      .then([replied]);
    spec
      .given([opened, wrote(1, 'm1')])
      .when({ type: 'AddInternalNote', data: { staffId: 's2', messageId: 'n1', body: 'Check the bank' }, ...meta })
      .then([
        {
          type: 'SupportNoteAdded',
          data: { conversationId: 'c1', messageId: 'n1', seq: 2, staffId: 's2', body: 'Check the bank', image: null, at: now },
        },
      ]);
  });

  it('is assigned with a reason, once per assignee', () => {
    const assign: ConversationCommand = {
      type: 'AssignConversation',
      data: { staffId: 's1', assigneeId: 's2', reason: 'Korean speaker' },
      ...meta,
    };
    const assigned: ConversationEvent = {
      type: 'SupportConversationAssigned',
      data: { staffId: 's1', assigneeId: 's2', reason: 'Korean speaker', at: now },
    };
    spec.given([opened]).when(assign).then([assigned]);
    spec.given([opened, assigned]).when(assign).thenNothingHappened();
    spec
      .given([opened])
      .when({ type: 'AssignConversation', data: { staffId: 's1', assigneeId: 's2', reason: ' ' }, ...meta })
      .thenThrows('review.reasonRequired');
  });

  it('is resolved once, with a reason, and the customer’s reply reopens it', () => {
    spec
      .given([opened, wrote(1, 'm1')])
      .when(resolve())
      .then([resolved]);
    spec
      .given([opened, wrote(1, 'm1'), resolved])
      .when(resolve())
      .thenThrows('support.alreadyResolved');
    spec
      .given([opened, wrote(1, 'm1')])
      .when(resolve(''))
      .thenThrows('review.reasonRequired');
    spec
      .given([opened, wrote(1, 'm1'), replied, resolved])
      .when(write('m3', 'One more thing'))
      .then([{ type: 'SupportConversationReopened', data: { customerId: 'k1', at: now } }, wrote(3, 'm3', 'One more thing')]);
  });

  it('keeps a read marker on each side, moved only by what the other side wrote', () => {
    const customerReads: ConversationCommand = { type: 'MarkConversationRead', data: { side: 'customer', customerId: 'k1' }, ...meta };
    const staffReads: ConversationCommand = { type: 'MarkConversationRead', data: { side: 'staff', staffId: 's1' }, ...meta };
    spec
      .given([opened, wrote(1, 'm1')])
      .when(customerReads)
      .thenNothingHappened();
    spec
      .given([opened, wrote(1, 'm1')])
      .when(staffReads)
      .then([{ type: 'SupportConversationRead', data: { side: 'staff', staffId: 's1', seq: 1, at: now } }]);
    spec
      .given([opened, wrote(1, 'm1'), replied])
      .when(customerReads)
      .then([{ type: 'SupportConversationRead', data: { side: 'customer', staffId: null, seq: 2, at: now } }]);
    // A staff reply reads the customer's messages before it.
    spec
      .given([opened, wrote(1, 'm1'), replied])
      .when(staffReads)
      .thenNothingHappened();
  });
});
