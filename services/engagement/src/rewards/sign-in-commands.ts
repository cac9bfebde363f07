import { Injectable } from '@nestjs/common';
import { StreamCommands } from '@meridian/http';
import { writeToOutbox } from '@meridian/messaging';
import { signInDecider, signInStream } from './domain/sign-in.decider';
import { signInMessages } from './sign-in.messages';

/** Runs a command on a customer's sign-in stream; a reward to pay goes to the outbox in the append's transaction. */
@Injectable()
export class SignInCommands extends StreamCommands({
  decider: signInDecider,
  streamOf: signInStream,
  afterAppend: (recorded, client) => writeToOutbox(client, signInMessages(recorded)),
}) {}
