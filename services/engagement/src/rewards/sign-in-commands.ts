import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { signInDecider, signInStream, type SignInCommand, type SignInEvent, type SignInState } from './domain/sign-in.decider';
import { signInMessages } from './sign-in.messages';

/** Runs a command on a customer's sign-in stream; a reward to pay goes to the outbox in the append's transaction. */
@Injectable()
export class SignInCommands {
  readonly execute: ExecuteCommand<SignInCommand, SignInEvent, SignInState>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    this.execute = commandHandling({
      store,
      clock,
      decider: signInDecider,
      streamOf: signInStream,
      afterAppend: (recorded, client) => writeToOutbox(client, signInMessages(recorded)),
    });
  }
}
