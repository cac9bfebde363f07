import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { receivingAccountDecider, receivingAccountStream, type ReceivingAccountCommand, type ReceivingAccountEvent, type ReceivingAccountState } from './domain/receiving-account.decider';

/** Runs one command on a receiving account's stream now by the platform's clock. */
@Injectable()
export class ReceivingAccountCommands {
  readonly execute: ExecuteCommand<ReceivingAccountCommand, ReceivingAccountEvent, ReceivingAccountState>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    this.execute = commandHandling({ store, clock, decider: receivingAccountDecider, streamOf: receivingAccountStream });
  }
}
