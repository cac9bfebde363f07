import { VipAssessment } from '@meridian/accounts';
import { call, createFinanceStaff, FINANCE, fund, openDepositChannel } from '../support/funding';
import { capitaliseAndFund } from '../support/platform-capital';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * docs/earn.md: the VIP average counts each closed day's funding balance "held amounts included". A
 * wallet of 70,000 with 11,000 of it held by an earn order averages 70,000 over the days it stood so,
 * not 59,000 (issue 19, section 7).
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
  platform.clock.setNextUtc(10);
  // Staff sessions expire as the simulated clock moves on: they log in again.
  staff = {
    admin: await api.staffToken(),
    fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password),
    fin2: await api.staffToken(FINANCE[1]!.email, FINANCE[1]!.password),
    auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password),
  };
});
afterAll(() => platform.stop());

const DAY = 86_400_000;

it('counts the funds an earn order holds in the 30-day average', async () => {
  const { token, user } = await api.register('vip-held@example.com');
  await fund(api, platform.url, token, staff.fin1, '70000');
  // The payout account covers the order's promised yield: the operator's capital, moved there by finance.
  await capitaliseAndFund(api, staff, 'earn-payouts', '5000');
  const placed = await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-30d', amount: '11000' });
  expect(placed.body).toMatchObject({ code: 1 });
  await eventually(async () => expect((await call(platform.url, token, 'GET', `/earn/orders/${placed.body.data.id}`)).body.data).toMatchObject({ status: 'in_custody' }));

  // Thirty closed days with 59,000 available and 11,000 held: the average is 70,000 (VIP 3), not 59,000 (VIP 2).
  platform.clock.offsetMs += 30 * DAY;
  await assessment.run();
  const auditor = await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password);
  const standing = await api.admin<{ data: unknown }>('GET', `/customers/${user.id}/vip`, auditor);
  expect(standing.body.data).toMatchObject({ average: '70000.000000', levelOfAverage: 3 });
});
