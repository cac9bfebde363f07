import { Injectable } from '@nestjs/common';
import { StreamCommands } from '@meridian/http';
import { writeToOutbox } from '@meridian/messaging';
import { c2cOrderDecider, c2cOrderStream } from './domain/c2c-order.decider';
import { c2cOrderMessages } from './c2c-order.messages';

/**
 * Runs one command on an order's stream (by order id) now by the platform's clock, and writes what the
 * funding wallet must do and what the customer is told to the outbox in the append's transaction (the
 * caller's, when it gives one). Refusals stay the decider's DomainErrors.
 */
@Injectable()
export class C2cOrderCommands extends StreamCommands({
  decider: c2cOrderDecider,
  streamOf: c2cOrderStream,
  afterAppend: (recorded, client, before) => writeToOutbox(client, c2cOrderMessages(recorded, before)),
}) {}
