import { Injectable } from '@nestjs/common';
import { ProductFundsEvents } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { productFundsAnswers } from '../shared/product-funds-answers';
import { SignInCommands } from './sign-in-commands';
import { SIGN_IN_REWARD_PREFIX } from './sign-in.messages';

/** The funding wallet's answer to a reward's payout: paid, or refused because `platform:rewards` could not cover it. */
@Injectable()
export class RewardAnswersConsumer extends BusConsumer {
  constructor(private readonly signIns: SignInCommands) {
    super();
  }

  protected subscriptions() {
    return [
      contractSubscription(
        'engagement.reward-answers',
        productFundsAnswers(ProductFundsEvents.released, ProductFundsEvents.refused),
        async (answer, _tx, event) => {
          if (answer.kind !== 'reward' || answer.step !== 'payout' || !answer.stepId.startsWith(SIGN_IN_REWARD_PREFIX)) return;
          const { customerId, referenceId: signInId } = answer;
          const outcome = event.type === ProductFundsEvents.released ? 'paid' : 'refused';
          await this.signIns.execute(
            customerId,
            { type: 'SettleSignInReward', data: { customerId, signInId, outcome, ...(answer.reason ? { reason: answer.reason } : {}) } },
            { metadata: { customerId }, now: new Date(answer.at) },
          );
        },
      ),
    ];
  }
}
