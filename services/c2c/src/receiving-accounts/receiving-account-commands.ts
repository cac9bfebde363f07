import { Injectable } from '@nestjs/common';
import { StreamCommands } from '@meridian/http';
import { receivingAccountDecider, receivingAccountStream } from './domain/receiving-account.decider';

/** Runs one command on a receiving account's stream now by the platform's clock. */
@Injectable()
export class ReceivingAccountCommands extends StreamCommands({ decider: receivingAccountDecider, streamOf: receivingAccountStream }) {}
