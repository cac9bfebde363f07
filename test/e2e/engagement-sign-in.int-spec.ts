import { EVENT_STORE } from '@meridian/runtime';
import type { EventStore } from '@meridian/eventstore';
import { resetAndRebuild } from '@meridian/testing';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { call, createFinanceStaff } from '../support/funding';
import { capitaliseAndFund } from '../support/platform-capital';

/**
 * The daily sign-in on a simulated clock (docs/engagement.md, "Daily sign-in"): a cycle of 7 paid from
 * platform:rewards, a second sign-in on one day refused, the published day boundary (midnight UTC+08:00),
 * a missed day restarting the cycle, rewards paused while platform:rewards cannot pay, demo accounts and
 * a country where rewards are off refused, the rules behind four eyes, and the read model rebuilt.
 */
let platform: TestPlatform;
let api: Client;
const PASSWORD = 'sign-in-pass-1';
const DAY = 86_400_000;

const login = async (account: string, extra: Record<string, string> = {}) => {
  const res = await api.post('/web/userLogin', { account, password: PASSWORD, ...extra });
  if (!res.body.data?.token) throw new Error(`login failed: ${res.body.message}`);
  return res.body.data.token as string;
};
const status = (token: string | null, lang = 'en') =>
  fetch(`${platform.url}/api/v1/rewards/sign-in?lang=${lang}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }).then(
    (res) => res.json() as Promise<{ data: any }>,
  );
const signIn = (token: string, lang = 'en') => call(platform.url, token, 'POST', `/rewards/sign-in?lang=${lang}`, {});
const funding = async (token: string) => (await assetRow(platform.url, token, 'bba', 'USDT')).available;
/** Moves the simulated clock to `hh:mm` UTC on the day `days` after the test's first day. */
let firstDay = 0;
const at = (days: number, hour: number, minute = 0) => {
  platform.clock.offsetMs = firstDay + days * DAY + (hour * 60 + minute) * 60_000 - Date.now();
};

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  await createFinanceStaff(api);
  // Day 0 starts at 00:00 UTC of tomorrow, so every day of the test is whole.
  const tomorrow = new Date();
  tomorrow.setUTCHours(24, 0, 0, 0);
  firstDay = tomorrow.getTime();
  at(0, 2);
});
afterAll(() => platform.stop());

describe('the daily sign-in', () => {
  let saver: string;

  it('shows visitors the cycle, the rewards and the published day boundary', async () => {
    const { data } = await status(null);
    expect(data.dayBoundary).toEqual({ label: 'UTC+08:00', timeZone: 'Asia/Hong_Kong', utcOffsetMinutes: 480 });
    expect(data.cycle.map((day: { reward: string }) => day.reward)).toEqual(['0.1', '0.1', '0.2', '0.2', '0.3', '0.5', '1']);
    expect(data).toMatchObject({ eligibility: 'visitor', signedToday: false, nextDay: 1, condition: null, paused: true });
  });

  it('counts a sign-in but pays nothing while platform:rewards is empty, and says rewards are paused', async () => {
    await api.register('paused@example.com', PASSWORD);
    const token = await login('paused@example.com');
    expect((await status(token)).data).toMatchObject({ paused: true, eligibility: 'ok', firstClaim: true });
    const answer = await signIn(token);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Signed in: day 1 of 7. Rewards are paused, so no reward was paid today');
    const records = await call(platform.url, token, 'GET', '/rewards/sign-in/records', undefined, null);
    expect(records.body.data.items).toEqual([
      expect.objectContaining({ cycleDay: 1, reward: '0', cycleReward: '0.1', rewardStatus: 'paused' }),
    ]);
    expect(await funding(token)).toBe('0.000000');
  });

  it('pays a cycle of 7 from platform:rewards once finance funds it, then starts again at day 1', async () => {
    await capaliseRewards('3');
    await api.register('saver@example.com', PASSWORD);
    const paid = ['0.100000', '0.200000', '0.400000', '0.600000', '0.900000', '1.400000', '2.400000'];
    for (let day = 0; day < 7; day++) {
      at(day, 3);
      saver = await login('saver@example.com');
      const answer = await signIn(saver);
      expect(answer.body.data).toMatchObject({ signedToday: true, nextDay: day + 1, paused: false });
      expect(answer.body.data.cycle.filter((d: { signed: boolean }) => d.signed)).toHaveLength(day + 1);
      await eventually(async () => expect(await funding(saver)).toBe(paid[day]));
    }
    at(7, 3);
    saver = await login('saver@example.com');
    expect((await status(saver)).data).toMatchObject({ nextDay: 1, signedToday: false });
    expect((await signIn(saver)).body.data).toMatchObject({ nextDay: 1, signedToday: true });
    await eventually(async () => expect(await funding(saver)).toBe('2.500000'));
  });

  it('refuses a second sign-in on the same day, in the reader’s language, and pays nothing twice', async () => {
    const again = await signIn(saver, 'jp');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('本日は既にサインイン済みです。また明日お越しください');
    expect(await funding(saver)).toBe('2.500000');
  });

  it('starts the cycle again after a missed day', async () => {
    at(9, 3); // day 8 missed
    saver = await login('saver@example.com');
    expect((await status(saver)).data.cycle.some((d: { signed: boolean }) => d.signed)).toBe(false);
    expect((await signIn(saver)).body.data).toMatchObject({ nextDay: 1 });
    await eventually(async () => expect(await funding(saver)).toBe('2.600000'));
  });

  it('takes the day from midnight Hong Kong time: 15:59 and 16:00 UTC are two days', async () => {
    await api.register('boundary@example.com', PASSWORD);
    at(10, 15, 59);
    let token = await login('boundary@example.com');
    const before = await signIn(token);
    expect(before.body.data.today).toBe(new Date(firstDay + 10 * DAY).toISOString().slice(0, 10));
    at(10, 16, 0);
    token = await login('boundary@example.com');
    const after = await signIn(token);
    expect(after.status).toBe(201);
    expect(after.body.data).toMatchObject({ nextDay: 2, today: new Date(firstDay + 11 * DAY).toISOString().slice(0, 10) });
  });

  it('refuses a demo account', async () => {
    const demo = await fetch(`${platform.url}/api/v1/auth/demo`, { method: 'POST' }).then(
      (res) => res.json() as Promise<{ data: { token: string } }>,
    );
    expect((await status(demo.data.token)).data.eligibility).toBe('demo');
    const refused = await signIn(demo.data.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please switch to Live accounts');
  });

  it('refuses a customer where rewards are off (the UK by its phone code), and the page says why', async () => {
    await api.get('/web/getCode', { type: 'phone', account: '7700900777', area_code: '44' });
    const code = await api.codeFor('+447700900777');
    const registered = await api.post('/web/userRegister', {
      type: 'phone',
      account: '7700900777',
      area_code: '44',
      code,
      password: PASSWORD,
      password2: PASSWORD,
      agree: '1',
    });
    const token = registered.body.data.token as string;
    await eventually(async () => expect((await status(token)).data).toMatchObject({ eligibility: 'country', country: 'GB' }));
    const refused = await signIn(token, 'hy');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('고객님의 국가(GB)에서는 출석 보상을 제공하지 않습니다');
  });

  it('promises 40 sign-ins at once no more than platform:rewards holds, and never lets it go below zero', async () => {
    // What is left (3 - 2.6 - 0.1 - 0.1 = 0.2) pays day 1 of two newcomers, not a third.
    const names = Array.from({ length: 40 }, (_, i) => `late${i}`);
    const tokens: string[] = [];
    for (const name of names) {
      await api.register(`${name}@example.com`, PASSWORD);
      tokens.push(await login(`${name}@example.com`));
    }
    at(11, 3);
    // Together: each is decided against the cover after the rewards promised before it, so two are told
    // of a reward and 38 that rewards are paused; none is promised what accounts then refuses.
    const answers = await Promise.all(tokens.map((token) => signIn(token)));
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
    const paused = answers.filter((answer) => answer.body.message === 'Signed in: day 1 of 7. Rewards are paused, so no reward was paid today');
    expect(paused).toHaveLength(38);
    await eventually(async () => {
      const records = await Promise.all(
        tokens.map(async (token) => (await call(platform.url, token, 'GET', '/rewards/sign-in/records', undefined, null)).body.data.items[0]),
      );
      expect(records.map((record) => record.rewardStatus).sort()).toEqual([...names.slice(2).map(() => 'paused'), 'paid', 'paid'].sort());
      // A paused one was never promised its reward: none was refused by accounts after it was promised.
      expect(records.filter((record) => record.rewardStatus === 'paused').every((record) => record.reward === '0')).toBe(true);
    });
    const rules = await api.admin<{ data: { rewardsBalance: string; paused: boolean } }>(
      'GET',
      '/sign-in-rules/default',
      await api.staffToken(),
    );
    expect(rules.body.data).toMatchObject({ rewardsBalance: '0.000000', paused: true });
  });
});

describe('the sign-in rules', () => {
  it('take a lower reward at once and wait for a second finance member for a higher one', async () => {
    const fin1 = await api.staffToken('fin1@test.local', 'finance-pass-1');
    const fin2 = await api.staffToken('fin2@test.local', 'finance-pass-2');
    const rules = (await api.admin<{ data: Record<string, unknown> }>('GET', '/sign-in-rules/default', fin1)).body.data;
    const body = { ...pick(rules), rewardDay1: '0.05', rewardDay7: '2', reason: 'Launch week' };
    const changed = await api.admin<{ data: { rewardDay1: string; rewardDay7: string }; proposal: { id: string; fields: string[] } }>(
      'PUT',
      '/sign-in-rules/default',
      fin1,
      body,
    );
    expect(changed.body.data).toMatchObject({ rewardDay1: '0.05', rewardDay7: '1' });
    expect(changed.body.proposal.fields).toEqual(['rewardDay7']);
    expect((await api.admin('POST', `/proposals/engagement/${changed.body.proposal.id}/confirm`, fin1)).status).toBe(400);
    expect((await api.admin('POST', `/proposals/engagement/${changed.body.proposal.id}/confirm`, fin2)).status).toBeLessThan(300);
    expect((await status(null)).data.cycle.map((day: { reward: string }) => day.reward)).toEqual([
      '0.05',
      '0.1',
      '0.2',
      '0.2',
      '0.3',
      '0.5',
      '2',
    ]);
  });

  it('rebuilds the sign-ins read model to the same rows', async () => {
    const store = platform.platform.app.get<EventStore>(EVENT_STORE);
    const projection = store.inlineProjectionList.find((p) => p.name === 'engagement-sign-ins')!;
    const outcome = await resetAndRebuild(store, projection, [{ table: 'sign_ins' }]);
    expect(outcome.after).toEqual(outcome.before);
  });
});

/** Finance signs in afresh (staff sessions last 12 hours of the simulated clock) and funds platform:rewards. */
async function capaliseRewards(amount: string) {
  const fin1 = await api.staffToken('fin1@test.local', 'finance-pass-1');
  const fin2 = await api.staffToken('fin2@test.local', 'finance-pass-2');
  await capitaliseAndFund(api, { fin1, fin2 }, 'rewards', amount);
}

const pick = (rules: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(rules).filter(([key]) => key.startsWith('rewardDay') || key === 'offInCountries'));
