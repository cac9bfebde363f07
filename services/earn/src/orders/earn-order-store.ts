import { Injectable } from '@nestjs/common';
import { StreamCommands } from '@meridian/http';
import { writeToOutbox } from '@meridian/messaging';
import { earnOrderDecider, earnOrderStream } from './domain/earn-order.decider';
import { earnOrderMessages } from './earn-order.messages';

/**
 * Runs one command on an order's stream (`commandHandling`): what the wallet must do goes to the
 * outbox with the events, in one transaction. Refusals stay the decider's `DomainError`s.
 */
@Injectable()
export class EarnOrderStore extends StreamCommands({
  decider: earnOrderDecider,
  streamOf: earnOrderStream,
  afterAppend: async (recorded, client) => writeToOutbox(client, await earnOrderMessages(recorded, client)),
}) {}
