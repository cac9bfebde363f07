import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { c2cOrderDecider, c2cOrderStream, type C2cOrderCommand, type C2cOrderEvent, type C2cOrderState } from './domain/c2c-order.decider';
import { c2cOrderMessages } from './c2c-order.messages';

/**
 * Runs one command on an order's stream (by order id) now by the platform's clock, and writes what the
 * funding wallet must do and what the customer is told to the outbox in the append's transaction (the
 * caller's, when it gives one). Refusals stay the decider's DomainErrors.
 */
@Injectable()
export class C2cOrderCommands {
  readonly execute: ExecuteCommand<C2cOrderCommand, C2cOrderEvent, C2cOrderState>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    this.execute = commandHandling({
      store,
      clock,
      decider: c2cOrderDecider,
      streamOf: c2cOrderStream,
      afterAppend: (recorded, client, before) => writeToOutbox(client, c2cOrderMessages(recorded, before)),
    });
  }
}
