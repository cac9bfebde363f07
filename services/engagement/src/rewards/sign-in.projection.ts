import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import { signInStream, type SignInEvent } from './domain/sign-in.decider';

const SIGN_IN_EVENT_TYPES = Object.keys({
  SignedIn: true,
  SignInRewardPaid: true,
  SignInRewardRefused: true,
} satisfies Record<SignInEvent['type'], true>) as SignInEvent['type'][];

export async function projectSignIns(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as SignInEvent;
    if (recorded.streamId !== signInStream(event.data.customerId)) continue;
    switch (event.type) {
      case 'SignedIn': {
        const { signInId, customerId, day, cycleDay, reward, cycleReward, rewardStatus, at } = event.data;
        await client.query(
          `INSERT INTO sign_ins (sign_in_id, customer_id, day, cycle_day, reward, cycle_reward, reward_status, signed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [signInId, customerId, day, cycleDay, reward, cycleReward, rewardStatus, at],
        );
        break;
      }
      case 'SignInRewardPaid':
        await client.query("UPDATE sign_ins SET reward_status = 'paid', settled_at = $2 WHERE sign_in_id = $1", [
          event.data.signInId,
          event.data.at,
        ]);
        break;
      case 'SignInRewardRefused':
        await client.query("UPDATE sign_ins SET reward_status = 'paused', reward = 0, settled_at = $2 WHERE sign_in_id = $1", [
          event.data.signInId,
          event.data.at,
        ]);
        break;
      default:
        break;
    }
  }
}

/** Every sign-in and what became of its reward. */
export const signInsProjection = defineInlineProjection({
  name: 'engagement-sign-ins',
  owner: 'engagement',
  canHandle: SIGN_IN_EVENT_TYPES,
  handle: projectSignIns,
  reset: async (client) => {
    await client.query('DELETE FROM sign_ins');
  },
});
