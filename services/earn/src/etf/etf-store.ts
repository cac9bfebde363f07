import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import { handleCommand, type EventStore } from '@meridian/eventstore';
import { decideAndPublish } from '../outbox/decide-and-publish';
import { AppError, type MessageKey } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { etfFundDecider, etfFundStream, type EtfFundCommand } from './etf-fund.decider';
import { etfHoldingDecider, etfHoldingStream, type EtfHoldingCommand } from './etf-holding.decider';
import { etfMessages } from './etf.messages';

type WithoutMeta<C> = C extends unknown ? Omit<C, 'metadata'> : never;
const refusal = (error: unknown) => (error instanceof DomainError ? AppError.badInput(error.code as MessageKey, error.params) : error);

/** Decides and appends on a fund's or a holding's stream by the platform's clock; refusals become the envelope's. */
@Injectable()
export class EtfStore {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `requestId`: the customer's request that asked for it, in the events' metadata. */
  async holding(fundId: string, customerId: string, command: WithoutMeta<EtfHoldingCommand>, now = this.clock.now(), requestId: string | null = null) {
    const full = { ...command, metadata: { now: now.toISOString() } } as EtfHoldingCommand;
    await decideAndPublish(this.store, etfHoldingStream(fundId, customerId), etfHoldingDecider, full, { metadata: { customerId, ...(requestId ? { requestId } : {}) } }, (events) => Promise.resolve(etfMessages(events))).catch((error: unknown) => {
      throw refusal(error);
    });
  }

  async fund(fundId: string, command: WithoutMeta<EtfFundCommand>) {
    const full = { ...command, metadata: { now: this.clock.now().toISOString() } } as EtfFundCommand;
    await handleCommand(this.store, etfFundStream(fundId), etfFundDecider, full).catch((error: unknown) => {
      throw refusal(error);
    });
  }
}
