import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCOUNTS_SOURCE, parseProductFundsAnswerV1, ProductFundsEvents } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { SignInCommands } from './sign-in-commands';
import { SIGN_IN_REWARD_PREFIX } from './sign-in.messages';

/** The funding wallet's answer to a reward's payout: paid, or refused because `platform:rewards` could not cover it. */
@Injectable()
export class RewardAnswersConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly signIns: SignInCommands,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'engagement.reward-answers',
      sources: [ACCOUNTS_SOURCE],
      types: [ProductFundsEvents.released, ProductFundsEvents.refused],
      handle: async (event) => {
        const answer = parseProductFundsAnswerV1(event.type, event.data);
        if (answer.kind !== 'reward' || answer.step !== 'payout' || !answer.stepId.startsWith(SIGN_IN_REWARD_PREFIX)) return;
        const { customerId, referenceId: signInId } = answer;
        const outcome = event.type === ProductFundsEvents.released ? 'paid' : 'refused';
        await this.signIns.execute(
          customerId,
          { type: 'SettleSignInReward', data: { customerId, signInId, outcome, ...(answer.reason ? { reason: answer.reason } : {}) } },
          { metadata: { customerId }, now: new Date(answer.at) },
        );
      },
    });
  }
}
