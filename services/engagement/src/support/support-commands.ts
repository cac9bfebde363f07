import { Injectable } from '@nestjs/common';
import { StreamCommands } from '@meridian/http';
import { writeToOutbox } from '@meridian/messaging';
import { conversationDecider, conversationStream } from './domain/conversation.decider';
import { supportMessages } from './support.messages';

/** Runs commands on a conversation's stream by the platform's clock; what the customer's apps are told goes to the outbox in the same transaction. */
@Injectable()
export class SupportCommands extends StreamCommands({
  decider: conversationDecider,
  streamOf: conversationStream,
  afterAppend: (recorded, client, before) => writeToOutbox(client, supportMessages(recorded, before)),
}) {}
