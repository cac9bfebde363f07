import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import {
  conversationDecider,
  conversationStream,
  type ConversationCommand,
  type ConversationEvent,
  type ConversationState,
} from './domain/conversation.decider';
import { supportMessages } from './support.messages';

/** Runs commands on a conversation's stream by the platform's clock; what the customer's apps are told goes to the outbox in the same transaction. */
@Injectable()
export class SupportCommands {
  readonly execute: ExecuteCommand<ConversationCommand, ConversationEvent, ConversationState>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    this.execute = commandHandling({
      store,
      clock,
      decider: conversationDecider,
      streamOf: conversationStream,
      afterAppend: (recorded, client, before) => writeToOutbox(client, supportMessages(recorded, before)),
    });
  }
}
