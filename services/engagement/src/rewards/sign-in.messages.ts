import { productFundsRequestType, REWARDS_PLATFORM_ACCOUNT, type ProductFundsRequestV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { engagementIntegrationEvent } from '../engagement-integration';
import type { SignInEvent } from './domain/sign-in.decider';

/** A reward's entry on the customer's ledger: `sign-in-reward-<signInId>`, paid once. */
export const SIGN_IN_REWARD_PREFIX = 'sign-in-reward-';

/**
 * What the funding wallet must do for new sign-ins: a reward being paid is a payout from
 * `platform:rewards` to the customer's wallet (docs/architecture.md, "Holding money for a product"),
 * refused with "rewards are paused" when that account cannot cover it. Written to the outbox by the
 * use case that appended the sign-in, in its transaction.
 */
export function signInMessages(events: readonly RecordedEvent[]): IntegrationEvent[] {
  const messages: IntegrationEvent[] = [];
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as SignInEvent;
    if (event.type !== 'SignedIn' || event.data.rewardStatus !== 'paying') continue;
    const { customerId, signInId, reward, cycleDay, at } = event.data;
    const request: ProductFundsRequestV1 = {
      step: 'payout',
      kind: 'reward',
      referenceId: signInId,
      customerId,
      asset: 'USDT',
      amount: reward,
      stepId: `${SIGN_IN_REWARD_PREFIX}${signInId}`,
      platformAccount: REWARDS_PLATFORM_ACCOUNT,
      memo: `Daily sign-in reward, day ${cycleDay}`,
      refusal: 'rewards.paused',
      at,
    };
    messages.push(engagementIntegrationEvent(productFundsRequestType('payout'), request, at, recorded, customerId));
  }
  return messages;
}
