import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { etfFundDecider, etfFundStream, type EtfFundCommand, type EtfFundEvent, type EtfFundState } from './domain/etf-fund.decider';
import { etfHoldingDecider, type EtfHoldingCommand, type EtfHoldingEvent, type EtfHoldingState } from './domain/etf-holding.decider';
import { etfMessages } from './etf.messages';
import { HOLDING_PREFIX } from './etf-streams';

/**
 * Runs commands on a fund's stream and on a holding's (`commandHandling`); a holding's id is
 * `<fundId>-<customerId>` (`holdingId`), and what the wallet must do goes to the outbox with its
 * events. Refusals stay the deciders' `DomainError`s.
 */
@Injectable()
export class EtfStore {
  readonly holding: ExecuteCommand<EtfHoldingCommand, EtfHoldingEvent, EtfHoldingState>;
  readonly fund: ExecuteCommand<EtfFundCommand, EtfFundEvent, EtfFundState>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    this.holding = commandHandling({
      store,
      clock,
      decider: etfHoldingDecider,
      streamOf: (holdingId) => `${HOLDING_PREFIX}${holdingId}`,
      afterAppend: (recorded, client) => writeToOutbox(client, etfMessages(recorded)),
    });
    this.fund = commandHandling({ store, clock, decider: etfFundDecider, streamOf: etfFundStream });
  }
}

/** The id of one customer's holding of one fund. */
export const holdingId = (fundId: string, customerId: string) => `${fundId}-${customerId}`;
