import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { call, changeWithdrawalRules, createFinanceStaff, fund, openDepositChannel, setTradePassword } from '../support/funding';
import { ADMIN, assetRow, Client } from '../support/platform-harness';
import { killAll, startPlatformProcess, stopProcess } from '../support/processes';

/**
 * The process dies (SIGKILL, no shutdown hooks) between a withdrawal's hold and its review. After a
 * restart the hold is still there exactly once, the review still works, and the books balance.
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('crash');
});
afterAll(async () => {
  await killAll();
  await db.drop();
});

it('keeps a withdrawal hold across a crash and reviews it after the restart', async () => {
  const env = { DATABASE_URL: db.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_PER_IP: '1000' };
  const first = await startPlatformProcess(() => env);
  let base = first.base;
  let api = new Client(base);
  const staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  // Real time here, not a test clock: open the window all day so the test runs at any hour.
  // A wider window loosens a control: a second finance member confirms it.
  await changeWithdrawalRules(api, staff.fin1, staff.fin2, { window_from: '00:00', window_to: '24:00' });
  const { token } = await api.register('crash@example.com');
  await setTradePassword(api, token);
  await fund(api, base, token, staff.fin1, '1000');
  const requested = await call(base, token, 'POST', '/withdrawals', {
    method: 'crypto',
    coin: 'USDT',
    chain: 'ERC20',
    address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
    amount: '400',
    trade_password: '246810',
  });
  expect(requested.body.data.status).toBe('pending');

  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));

  const second = await startPlatformProcess(() => env);
  base = second.base;
  api = new Client(base);
  const fin1 = await api.staffToken('fin1@test.local', 'finance-pass-1');
  expect(await assetRow(base, token, 'bba', 'USDT')).toMatchObject({ available: '600.000000', frozen: '400.000000' });
  const approved = await api.admin<{ data: { status: string } }>('POST', `/withdrawals/${requested.body.data.id}/approve`, fin1, {});
  expect(approved.body.data.status).toBe('completed');
  expect(await assetRow(base, token, 'bba', 'USDT')).toMatchObject({ available: '600.000000', frozen: '0.000000' });
  const auditor = await api.staffToken('aud@test.local', 'auditor-pass-1');
  const check = await api.admin<{ data: { ok: boolean } }>('GET', '/audit/ledger-check', auditor);
  expect(check.body.data.ok).toBe(true);
  await stopProcess(second);
}, 240_000);
