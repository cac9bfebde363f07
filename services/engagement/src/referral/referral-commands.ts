import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import {
  referralBindingDecider,
  referralBindingStream,
  type ReferralBindingCommand,
  type ReferralBindingEvent,
  type ReferralBindingState,
} from './domain/referral-binding.decider';
import {
  commissionDecider,
  commissionStream,
  type CommissionCommand,
  type CommissionEvent,
  type CommissionState,
} from './domain/referral-commission.decider';
import { referralMessages } from './referral.messages';

/** Runs commands on a customer's referral binding and on a fee's commission; payouts go to the outbox in the append's transaction. */
@Injectable()
export class ReferralCommands {
  readonly bind: ExecuteCommand<ReferralBindingCommand, ReferralBindingEvent, ReferralBindingState>;
  readonly commission: ExecuteCommand<CommissionCommand, CommissionEvent, CommissionState>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    this.bind = commandHandling({ store, clock, decider: referralBindingDecider, streamOf: referralBindingStream });
    this.commission = commandHandling({
      store,
      clock,
      decider: commissionDecider,
      streamOf: commissionStream,
      afterAppend: (recorded, client) => writeToOutbox(client, referralMessages(recorded)),
    });
  }
}
