import { DeciderSpecification } from '@meridian/testing';
import { DEFAULT_SIGN_IN_RULES } from './sign-in-rules';
import { signInDecider, type SignInCommand, type SignInEvent } from './sign-in.decider';

const spec = DeciderSpecification.for(signInDecider);
const customerId = 'c1';
const rules = { ...DEFAULT_SIGN_IN_RULES, rewardDay1: '0.1', rewardDay2: '0.2', rewardDay7: '1' };
const at = (day: string) => `${day}T02:00:00.000Z`;

const signIn = (day: string, overrides: Partial<Extract<SignInCommand, { type: 'SignIn' }>['data']> = {}): SignInCommand => ({
  type: 'SignIn',
  data: { customerId, signInId: `s-${day}`, day, demo: false, country: null, rules, headroom: '100', ...overrides },
  metadata: { now: at(day) },
});
const signedIn = (
  day: string,
  cycleDay: number,
  reward: string,
  rewardStatus: 'paying' | 'paused' | 'none' = 'paying',
  cycleReward = reward,
): SignInEvent => ({
  type: 'SignedIn',
  data: { customerId, signInId: `s-${day}`, day, cycleDay, reward, cycleReward, rewardStatus, at: at(day) },
});
const paid = (day: string): SignInEvent => ({ type: 'SignInRewardPaid', data: { customerId, signInId: `s-${day}`, at: at(day) } });

/** Seven days in a row from the 1st of March. */
const week = Array.from({ length: 7 }, (_, i) => `2026-03-0${i + 1}`);
/** Each day's reward as the decider writes it (rules above: day 1 0.1, day 2 0.2, then the defaults). */
const REWARDS = ['0.100000', '0.200000', '0.200000', '0.200000', '0.300000', '0.500000', '1.000000'];
const fullWeek = week.flatMap((day, i) => [signedIn(day, i + 1, REWARDS[i]!), paid(day)]);

describe('the daily sign-in', () => {
  it('starts the cycle at day 1 with day 1’s reward', () =>
    spec
      .given([])
      .when(signIn('2026-03-01'))
      .then([signedIn('2026-03-01', 1, '0.100000')]));

  it('moves on a day when the customer signs in the next day', () =>
    spec
      .given([signedIn('2026-03-01', 1, '0.100000')])
      .when(signIn('2026-03-02'))
      .then([signedIn('2026-03-02', 2, '0.200000')]));

  it('refuses a second sign-in on the same day', () =>
    spec
      .given([signedIn('2026-03-01', 1, '0.100000')])
      .when(signIn('2026-03-01'))
      .thenThrows('rewards.alreadySignedIn'));

  it('starts again at day 1 after a missed day', () =>
    spec
      .given([signedIn('2026-03-01', 1, '0.100000'), signedIn('2026-03-02', 2, '0.200000')])
      .when(signIn('2026-03-04'))
      .then([signedIn('2026-03-04', 1, '0.100000')]));

  it('starts again at day 1 after day 7', () => {
    expect(fullWeek.filter((event) => event.type === 'SignedIn').map((event) => (event.data as { cycleDay: number }).cycleDay)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    spec
      .given(fullWeek)
      .when(signIn('2026-03-08'))
      .then([signedIn('2026-03-08', 1, '0.100000')]);
  });

  it('pays day 7’s reward on the seventh day in a row', () =>
    spec
      .given(fullWeek.slice(0, 12))
      .when(signIn('2026-03-07'))
      .then([signedIn('2026-03-07', 7, '1.000000')]));

  it('counts the sign-in but pauses the reward when platform:rewards cannot cover it', () =>
    spec
      .given([])
      .when(signIn('2026-03-01', { headroom: '0.05' }))
      .then([signedIn('2026-03-01', 1, '0.000000', 'paused', '0.100000')]));

  it('pays nothing and asks nothing for a day whose reward is zero', () =>
    spec
      .given([])
      .when(signIn('2026-03-01', { rules: { ...rules, rewardDay1: '0' } }))
      .then([signedIn('2026-03-01', 1, '0.000000', 'none', '0.000000')]));

  it('refuses a demo account', () =>
    spec
      .given([])
      .when(signIn('2026-03-01', { demo: true }))
      .thenThrows('demo.liveOnly'));

  it('refuses a customer in a country where rewards are off', () =>
    spec
      .given([])
      .when(signIn('2026-03-01', { country: 'DE' }))
      .thenThrows('rewards.notInCountry'));

  it('lets a customer whose country is unknown or allowed sign in', () =>
    spec
      .given([])
      .when(signIn('2026-03-01', { country: 'JP' }))
      .then([signedIn('2026-03-01', 1, '0.100000')]));

  it('records a reward paid once, however often accounts answers', () => {
    spec
      .given([signedIn('2026-03-01', 1, '0.100000')])
      .when({
        type: 'SettleSignInReward',
        data: { customerId, signInId: 's-2026-03-01', outcome: 'paid' },
        metadata: { now: at('2026-03-01') },
      })
      .then([paid('2026-03-01')]);
    spec
      .given([signedIn('2026-03-01', 1, '0.100000'), paid('2026-03-01')])
      .when({
        type: 'SettleSignInReward',
        data: { customerId, signInId: 's-2026-03-01', outcome: 'paid' },
        metadata: { now: at('2026-03-01') },
      })
      .thenNothingHappened();
  });

  it('records a reward accounts refused as paused', () =>
    spec
      .given([signedIn('2026-03-01', 1, '0.100000')])
      .when({
        type: 'SettleSignInReward',
        data: { customerId, signInId: 's-2026-03-01', outcome: 'refused', reason: 'rewards.paused' },
        metadata: { now: at('2026-03-01') },
      })
      .then([
        { type: 'SignInRewardRefused', data: { customerId, signInId: 's-2026-03-01', reason: 'rewards.paused', at: at('2026-03-01') } },
      ]));
});
