import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { earnOrderDecider, earnOrderStream, type EarnOrderCommand, type EarnOrderEvent, type EarnOrderState } from './domain/earn-order.decider';
import { earnOrderMessages } from './earn-order.messages';

/**
 * Runs one command on an order's stream (`commandHandling`): what the wallet must do goes to the
 * outbox with the events, in one transaction. Refusals stay the decider's `DomainError`s.
 */
@Injectable()
export class EarnOrderStore {
  readonly execute: ExecuteCommand<EarnOrderCommand, EarnOrderEvent, EarnOrderState>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    this.execute = commandHandling({
      store,
      clock,
      decider: earnOrderDecider,
      streamOf: earnOrderStream,
      afterAppend: async (recorded, client) => writeToOutbox(client, await earnOrderMessages(recorded, client)),
    });
  }
}
