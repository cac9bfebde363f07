import { defineInlineProjection, emptyTables, streamProjection } from '@meridian/eventstore';
import { signInStream, type SignInEvent } from './domain/sign-in.decider';

const signInEvents = streamProjection<SignInEvent>(signInStream(''), {
  SignedIn: ({ signInId, customerId, day, cycleDay, reward, cycleReward, rewardStatus, at }, { client }) =>
    client.query(
      `INSERT INTO sign_ins (sign_in_id, customer_id, day, cycle_day, reward, cycle_reward, reward_status, signed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [signInId, customerId, day, cycleDay, reward, cycleReward, rewardStatus, at],
    ),
  SignInRewardPaid: ({ signInId, at }, { client }) =>
    client.query("UPDATE sign_ins SET reward_status = 'paid', settled_at = $2 WHERE sign_in_id = $1", [signInId, at]),
  SignInRewardRefused: ({ signInId, at }, { client }) =>
    client.query("UPDATE sign_ins SET reward_status = 'paused', reward = 0, settled_at = $2 WHERE sign_in_id = $1", [signInId, at]),
});

/** Every sign-in and what became of its reward. */
export const signInsProjection = defineInlineProjection({
  name: 'engagement-sign-ins',
  owner: 'engagement',
  ...signInEvents,
  reset: emptyTables('sign_ins'),
});
