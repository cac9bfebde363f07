import { Injectable } from '@nestjs/common';
import { StreamCommands } from '@meridian/http';
import { writeToOutbox } from '@meridian/messaging';
import { loanDecider, loanStream } from './domain/loan.decider';
import { loanMessages } from './loan.messages';

/**
 * Runs one command on a loan's stream (by loan id) now by the platform's clock, and writes what the
 * funding wallet must do, judged from the loan as it stood before the command, to the outbox in the
 * append's transaction (the caller's, when it gives one). Refusals stay the decider's DomainErrors.
 */
@Injectable()
export class LoanCommands extends StreamCommands({
  decider: loanDecider,
  streamOf: loanStream,
  afterAppend: (recorded, client, before) => writeToOutbox(client, loanMessages(recorded, before)),
}) {}
