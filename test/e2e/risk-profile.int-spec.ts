import { MarketDataService } from '@meridian/trading';
import { call, createFinanceStaff, fund, openDepositChannel } from '../support/funding';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * The risk questionnaire through the API: published questions and scoring, a profile from the answers,
 * a retake only after 30 days, and the profile's cap on one contract position's margin, enforced by
 * trading from kyc's published RiskProfileAssessed.
 */
let platform: TestPlatform;
let api: Client;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  await platform.platform.app.get(MarketDataService).step();
});
afterAll(() => platform.stop());

const CAUTIOUS = { accountPurpose: 1, investmentPurpose: 1, investmentAmount: 2, monthlyTrades: 1, occupation: 8 };
const BOLD = { accountPurpose: 6, investmentPurpose: 4, investmentAmount: 5, monthlyTrades: 3, occupation: 5 };
const DAY = 86_400_000;

describe('the risk profile through the API', () => {
  it('publishes the questions with their option ids, the scoring bands and the caps to anyone', async () => {
    const res = await fetch(`${platform.url}/api/v1/risk/questionnaire`);
    const { data } = (await res.json()) as { data: { questions: { id: string; options: unknown[] }[]; bands: unknown[]; caps: { level: string }[]; retakeAfterDays: number } };
    expect(data.questions.map((question) => [question.id, question.options.length])).toEqual([
      ['accountPurpose', 6],
      ['investmentPurpose', 4],
      ['investmentAmount', 6],
      ['monthlyTrades', 4],
      ['occupation', 12],
    ]);
    expect(data.bands).toEqual([
      { profile: 'conservative', from: 0, to: 4 },
      { profile: 'steady', from: 5, to: 9 },
      { profile: 'aggressive', from: 10, to: 14 },
    ]);
    expect(data.caps.map((cap) => cap.level)).toEqual(['not_assessed', 'conservative', 'steady', 'aggressive']);
    expect(data.retakeAfterDays).toBe(30);
  });

  it('scores the answers, refuses a bad one in the customer’s language, and waits 30 days for a retake', async () => {
    const { token } = await api.register('risk@example.com');
    const before = await call(platform.url, token, 'GET', '/risk/profile');
    expect(before.body.data).toMatchObject({ profile: 'not_assessed', score: null, canAnswer: true, caps: { contractMarginPerPosition: '5000', optionStakePerOrder: '1000' } });

    const bad = await fetch(`${platform.url}/api/v1/risk/answers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ ...CAUTIOUS, occupation: 13 }),
    });
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([400, 'Responda a todas las preguntas del cuestionario']);
    expect((await call(platform.url, token, 'GET', '/risk/profile')).body.data.profile).toBe('not_assessed');

    const answered = await call(platform.url, token, 'POST', '/risk/answers', CAUTIOUS);
    expect(answered.body).toMatchObject({ code: 1, message: 'Risk assessment saved', data: { profile: 'conservative', score: 0, answers: CAUTIOUS, canAnswer: false } });
    const retakeFrom = answered.body.data.retakeFrom as string;
    expect(Date.parse(retakeFrom) - Date.parse(answered.body.data.assessedAt)).toBe(30 * DAY);
    const early = await call(platform.url, token, 'POST', '/risk/answers', BOLD);
    expect(early.body.message).toBe(`You can retake the questionnaire from ${retakeFrom.slice(0, 10)}`);
    expect((await call(platform.url, token, 'GET', '/risk/profile')).body.data.profile).toBe('conservative');
  });

  it('takes one of two answers sent at once', async () => {
    const { token } = await api.register('twice@example.com');
    const answers = await Promise.all([call(platform.url, token, 'POST', '/risk/answers', CAUTIOUS), call(platform.url, token, 'POST', '/risk/answers', BOLD)]);
    expect(answers.filter((answer) => answer.body.data?.profile).length).toBe(1);
  });

  it('caps one position’s margin by the profile, and lifts the cap once a bolder profile is recorded', async () => {
    const staff = await createFinanceStaff(api);
    await openDepositChannel(api, staff.fin1);
    const { token: first } = await api.register('margin@example.com');
    let token = first;
    await fund(api, platform.url, token, staff.fin1, '20000');
    await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount: '20000' });
    await eventually(async () => expect((await assetRow(platform.url, token, 'hy', 'USDT')).available).toBe('20000.000000'));
    await call(platform.url, token, 'POST', '/risk/answers', CAUTIOUS);

    // 0.10 BTC at 1x: about 6,500 USDT of margin, over the conservative 5,000.
    const order = { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 1, lots: '0.10' };
    const refused = await call(platform.url, token, 'POST', '/contracts/positions', order);
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: 'Your risk profile allows at most 5,000 USDT of margin per position' });
    expect((await assetRow(platform.url, token, 'hy', 'USDT')).available).toBe('20000.000000');

    platform.clock.advanceDays(31);
    // A month on, the first session has expired: the customer logs in again.
    token = (await api.post('/web/userLogin', { account: 'margin@example.com', password: 'secret123' })).body.data.token as string;
    expect((await call(platform.url, token, 'POST', '/risk/answers', BOLD)).body.data.profile).toBe('aggressive');
    const opened = await eventually(async () => {
      const answer = await call(platform.url, token, 'POST', '/contracts/positions', order);
      expect(answer.body.data?.status).toBe('open');
      return answer;
    });
    expect(opened.body.data.lots).toBe('0.10');
  });
});
