import { VipAssessment } from '@meridian/accounts';
import { call, createFinanceStaff, FINANCE, fund, openDepositChannel } from '../support/funding';
import { capitaliseAndFund } from '../support/platform-capital';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * VIP levels on a simulated clock: the funding wallet's 30-day average balance gives the level from
 * the published table at each daily assessment; VIP products open at their level; finance sets a level
 * with a reason and clears it again. The books balance after each.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;
let assessment: VipAssessment;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  assessment = platform.platform.app.get(VipAssessment);
  // VIP orders, like every earn order, are accepted only while the payout account covers their yields
  // (funded before the clock moves on, while the staff sessions are fresh).
  await capitaliseAndFund(api, staff, 'earn-payouts', '100000');
  platform.clock.setNextUtc(10);
  // The clock moved on (up to a day): staff sign in again, as they would that morning.
  staff = {
    admin: await api.staffToken(),
    fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password),
    fin2: await api.staffToken(FINANCE[1]!.email, FINANCE[1]!.password),
    auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password),
  };
});
afterAll(() => platform.stop());

afterEach(async () => {
  const check = await api.admin<{ data: { ok: boolean } }>('GET', '/audit/ledger-check', staff.auditor);
  expect(check.body.data).toMatchObject({ ok: true, negative_accounts: [], read_model_mismatches: [] });
});

const DAY = 86_400_000;
async function passDays(days: number) {
  platform.clock.offsetMs += days * DAY;
  await assessment.run();
  staff = { ...staff, fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password), auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password) };
}
const standing = async (token: string) => (await call(platform.url, token, 'GET', '/vip')).body.data;
const buy = (token: string, productId: string, amount: string) => call(platform.url, token, 'POST', '/earn/orders', { productId, amount });

describe('VIP levels', () => {
  it('publishes the table to everyone', async () => {
    const { data } = (await (await fetch(`${platform.url}/api/v1/vip/levels`)).json()) as { data: { items: { level: number; minAverage: string }[] } };
    expect(data.items.map((row) => [row.level, row.minAverage])).toEqual([
      [0, '0'],
      [1, '1000'],
      [2, '10000'],
      [3, '50000'],
      [4, '200000'],
      [5, '1000000'],
    ]);
  });

  it('assesses the level from the 30-day average, opens VIP products by it, and lets finance set and clear a level', async () => {
    const { token, user } = await api.register('vip@example.com');
    await fund(api, platform.url, token, staff.fin1, '20000');

    // One closed day of 20,000: an average of 666.67, level 0, and the VIP product refused.
    await passDays(1);
    expect(await standing(token)).toMatchObject({ level: 0, average: '666.666666', levelOfAverage: 0, nextLevel: { level: 1, minAverage: '1000' } });
    expect((await buy(token, 'vip-15d', '1000')).body.message).toBe('This product is for VIP level 1 and above; yours is 0');

    // Two closed days: 1,333.33, level 1; the 15-day VIP product opens, the level-3 one does not.
    await passDays(1);
    expect(await standing(token)).toMatchObject({ level: 1, assessedLevel: 1, average: '1333.333333' });
    const placed = await eventually(async () => {
      const answer = await buy(token, 'vip-15d', '1000');
      expect(answer.body.code).toBe(1);
      return answer.body.data;
    });
    await eventually(async () => expect((await call(platform.url, token, 'GET', `/earn/orders/${placed.id}`)).body.data).toMatchObject({ status: 'in_custody', kind: 'vip' }));
    expect((await buy(token, 'vip-30d', '5000')).body.message).toBe('This product is for VIP level 3 and above; yours is 1');

    // Finance sets level 3 with a reason (the auditor may not; a reason is needed), then clears it.
    expect((await api.admin('PUT', `/customers/${user.id}/vip`, staff.auditor, { level: 3, reason: 'x' })).status).toBe(403);
    expect((await api.admin('PUT', `/customers/${user.id}/vip`, staff.fin1, { level: 3, reason: ' ' })).status).toBe(400);
    expect((await api.admin('PUT', `/customers/${user.id}/vip`, staff.fin1, { level: 9, reason: 'x' })).status).toBe(400);
    const set = await api.admin('PUT', `/customers/${user.id}/vip`, staff.fin1, { level: 3, reason: 'Private banking client' });
    expect(set.body.data).toMatchObject({ level: 3, staffLevel: 3, staffReason: 'Private banking client', assessedLevel: 1 });
    await eventually(async () => expect((await buy(token, 'vip-30d', '5000')).body.code).toBe(1));
    await api.admin('PUT', `/customers/${user.id}/vip`, staff.fin1, { level: null, reason: 'Review ended' });
    expect(await standing(token)).toMatchObject({ level: 1, staffLevel: null });
    await eventually(async () => expect((await buy(token, 'vip-30d', '5000')).body.message).toBe('This product is for VIP level 3 and above; yours is 1'));

    // The assessment runs once a day: a second sweep the same day records nothing new.
    await assessment.run();
    await passDays(0);
    // The auditor's history of the customer: one assessment (the rise to 1), two staff changes with their reasons.
    const events = await api.admin<{ data: { type: string; streamId: string; data: { reason?: string } }[] }>('GET', `/customers/${user.id}/events?perPage=200`, staff.auditor);
    const vip = events.body.data.filter((event) => event.streamId === `vip-${user.id}`);
    expect(vip.map((event) => [event.type, event.data.reason ?? null])).toEqual([
      ['VipLevelAssessed', null],
      ['VipLevelSetByStaff', 'Private banking client'],
      ['VipLevelSetByStaff', 'Review ended'],
    ]);
  });
});
