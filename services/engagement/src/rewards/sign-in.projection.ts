import { defineInlineProjection, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import { signInStream, type SignInEvent } from './domain/sign-in.decider';
import { engagementReadModels } from '../engagement.read-models';
import { SignIn } from './read-models/sign-in.entity';

const signInsOn = async ({ client }: ProjectedStream) => (await engagementReadModels.on(client)).getRepository(SignIn);

const signInEvents = streamProjection<SignInEvent>(signInStream(''), {
  SignedIn: async ({ signInId, customerId, day, cycleDay, reward, cycleReward, rewardStatus, at }, stream) => {
    await (await signInsOn(stream)).insert({ signInId, customerId, day, cycleDay, reward, cycleReward, rewardStatus, signedAt: new Date(at) });
  },
  SignInRewardPaid: async ({ signInId, at }, stream) => {
    await (await signInsOn(stream)).update(signInId, { rewardStatus: 'paid', settledAt: new Date(at) });
  },
  SignInRewardRefused: async ({ signInId, at }, stream) => {
    await (await signInsOn(stream)).update(signInId, { rewardStatus: 'paused', reward: '0', settledAt: new Date(at) });
  },
});

/** Every sign-in and what became of its reward. */
export const signInsProjection = defineInlineProjection({
  name: 'engagement-sign-ins',
  owner: 'engagement',
  ...signInEvents,
  reset: engagementReadModels.emptied(SignIn),
});
