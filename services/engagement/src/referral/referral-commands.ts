import { Injectable } from '@nestjs/common';
import { CommandsOnStreams } from '@meridian/http';
import { writeToOutbox } from '@meridian/messaging';
import { referralBindingDecider, referralBindingStream } from './domain/referral-binding.decider';
import { commissionDecider, commissionStream } from './domain/referral-commission.decider';
import { referralMessages } from './referral.messages';

/** Runs commands on a customer's referral binding and on a fee's commission; payouts go to the outbox in the append's transaction. */
@Injectable()
export class ReferralCommands extends CommandsOnStreams {
  readonly bind = this.on({ decider: referralBindingDecider, streamOf: referralBindingStream });
  readonly commission = this.on({
    decider: commissionDecider,
    streamOf: commissionStream,
    afterAppend: (recorded, client) => writeToOutbox(client, referralMessages(recorded)),
  });
}
