import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { loanDecider, loanStream, type LoanCommand, type LoanEvent, type LoanState } from './domain/loan.decider';
import { loanMessages } from './loan.messages';

/**
 * Runs one command on a loan's stream (by loan id) now by the platform's clock, and writes what the
 * funding wallet must do, judged from the loan as it stood before the command, to the outbox in the
 * append's transaction (the caller's, when it gives one). Refusals stay the decider's DomainErrors.
 */
@Injectable()
export class LoanCommands {
  readonly execute: ExecuteCommand<LoanCommand, LoanEvent, LoanState>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    this.execute = commandHandling({
      store,
      clock,
      decider: loanDecider,
      streamOf: loanStream,
      afterAppend: (recorded, client, before) => writeToOutbox(client, loanMessages(recorded, before)),
    });
  }
}
