import { DomainError, type Decider } from '@meridian/decider';
import { ASSETS, Money } from '@meridian/money';
import { cycleRewards, CYCLE_DAYS, type SignInRules } from './sign-in-rules';
import { dayBefore } from './sign-in-day';

/**
 * A customer's daily sign-in (docs/engagement.md, "Daily sign-in"), one stream per customer
 * (`sign-in-<customerId>`). One sign-in a day (by the published day boundary); signing in on the day
 * after the last one moves the cycle on a day, a missed day starts it again at day 1, and after day 7
 * the next sign-in is day 1 again. Each day's reward is the rules' reward for that day of the cycle,
 * paid from `platform:rewards` through accounts; when that account cannot cover it (`headroom`: what it
 * holds less what is already on its way to customers) the sign-in still counts but its reward is
 * paused, and nothing is promised. Demo accounts and customers in a country where rewards are off do
 * not sign in.
 */
export type RewardStatus = 'none' | 'paying' | 'paid' | 'paused';

export interface SignInState {
  customerId: string | null;
  lastDay: string | null;
  /** The day of the cycle the last sign-in was (1 to 7; 0 before the first). */
  cycleDay: number;
  signIns: number;
  /** Rewards asked of accounts and not yet answered, by sign-in id. */
  paying: readonly string[];
}

export type SignInEvent =
  | {
      type: 'SignedIn';
      data: {
        customerId: string;
        signInId: string;
        day: string;
        cycleDay: number;
        reward: string;
        cycleReward: string;
        rewardStatus: RewardStatus;
        at: string;
      };
    }
  | { type: 'SignInRewardPaid'; data: { customerId: string; signInId: string; at: string } }
  | { type: 'SignInRewardRefused'; data: { customerId: string; signInId: string; reason: string; at: string } };

type Meta = { metadata: { now: string } };
export type SignInCommand =
  | ({
      type: 'SignIn';
      data: {
        customerId: string;
        signInId: string;
        /** The sign-in day by the published boundary (`signInDay(now)`). */
        day: string;
        demo: boolean;
        country: string | null;
        rules: SignInRules;
        /** USDT `platform:rewards` can still promise now. */
        headroom: string;
      };
    } & Meta)
  | ({ type: 'SettleSignInReward'; data: { customerId: string; signInId: string; outcome: 'paid' | 'refused'; reason?: string } } & Meta);

export const signInStream = (customerId: string) => `sign-in-${customerId}`;

/** The day of the cycle a sign-in on `day` is, after the last one. */
export function nextCycleDay(state: Pick<SignInState, 'lastDay' | 'cycleDay'>, day: string): number {
  return state.lastDay === dayBefore(day) && state.cycleDay < CYCLE_DAYS ? state.cycleDay + 1 : 1;
}

function decide(command: SignInCommand, state: SignInState): SignInEvent[] {
  const at = command.metadata.now;
  if (command.type === 'SettleSignInReward') {
    const { customerId, signInId, outcome } = command.data;
    // Answered before, or never asked: nothing to do (a redelivered answer).
    if (!state.paying.includes(signInId)) return [];
    return outcome === 'paid'
      ? [{ type: 'SignInRewardPaid', data: { customerId, signInId, at } }]
      : [{ type: 'SignInRewardRefused', data: { customerId, signInId, reason: command.data.reason ?? 'rewards.paused', at } }];
  }
  const { customerId, signInId, day, demo, country, rules, headroom } = command.data;
  if (demo) throw new DomainError('demo.liveOnly');
  if (country !== null && rules.offInCountries.includes(country)) throw new DomainError('rewards.notInCountry', { country });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new DomainError('field.invalid', { field: 'day' });
  if (state.lastDay !== null && day <= state.lastDay) throw new DomainError('rewards.alreadySignedIn');
  const cycleDay = nextCycleDay(state, day);
  const cycleReward = Money.parse(ASSETS.USDT, cycleRewards(rules)[cycleDay - 1]!);
  const covered = Money.parse(ASSETS.USDT, headroom).compare(cycleReward) >= 0;
  const rewardStatus: RewardStatus = cycleReward.isZero() ? 'none' : covered ? 'paying' : 'paused';
  const reward = rewardStatus === 'paying' ? cycleReward.toString() : Money.zero(ASSETS.USDT).toString();
  return [
    { type: 'SignedIn', data: { customerId, signInId, day, cycleDay, reward, cycleReward: cycleReward.toString(), rewardStatus, at } },
  ];
}

function evolve(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'SignedIn': {
      const { customerId, signInId, day, cycleDay, rewardStatus } = event.data;
      return {
        customerId,
        lastDay: day,
        cycleDay,
        signIns: state.signIns + 1,
        paying: rewardStatus === 'paying' ? [...state.paying, signInId] : state.paying,
      };
    }
    case 'SignInRewardPaid':
    case 'SignInRewardRefused':
      return { ...state, paying: state.paying.filter((id) => id !== event.data.signInId) };
    default:
      return state;
  }
}

export const signInDecider: Decider<SignInCommand, SignInEvent, SignInState> = {
  decide,
  evolve,
  initialState: () => ({ customerId: null, lastDay: null, cycleDay: 0, signIns: 0, paying: [] }),
  // Two events a day at most, for as long as the customer keeps coming: a command folds a short tail.
  snapshots: { every: 50, schema: 1, encode: (state) => state, decode: (json) => json as SignInState },
};
