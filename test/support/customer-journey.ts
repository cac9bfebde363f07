import { io, type Socket } from 'socket.io-client';
import { assetRow, Client, eventually } from './platform-harness';
import { call, changeWithdrawalRules, createFinanceStaff, fund, openDepositChannel, setTradePassword } from './funding';
import { placeOrder } from './spot';

/** Resolves with the first `event` on `socket` whose payload `matches`. */
const pushed = (socket: Socket, event: string, matches: (payload: any) => boolean = () => true) =>
  new Promise<any>((resolve) => socket.on(event, (payload: unknown) => matches(payload) && resolve(payload)));

const balanceOf = async (base: string, token: string, account: string, amount: string) =>
  eventually(async () => expect((await assetRow(base, token, account, 'USDT')).available).toBe(amount), 30_000);

/**
 * A customer's way through the platform at `base` (the edge): registers; a deposit approved by
 * finance reaches their socket; money moves into spot, contracts and options over the bus; a spot
 * trade; a contract opened and closed at recorded ticks; a 30-second option settled by the feed; a
 * withdrawal requested and approved. Needs a fixed PRICE_FEED_SEED (ticks come at once).
 */
export async function customerJourney(base: string, email: string): Promise<void> {
  const api = new Client(base);
  const staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  // Real time here, not a test clock: open the withdrawal window all day so the test runs at any hour.
  await changeWithdrawalRules(api, staff.fin1, staff.fin2, { window_from: '00:00', window_to: '24:00' });
  const { token } = await api.register(email);
  await setTradePassword(api, token);

  const socket: Socket = io(`${base}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
    const approved = pushed(socket, 'deposit', (payload) => payload.type === 'DepositApproved');
    const balance = pushed(socket, 'balance', (payload) => payload.account === 'bba');
    await fund(api, base, token, staff.fin1, '2000');
    expect(await approved).toEqual({ id: expect.any(String), type: 'DepositApproved', final: true });
    expect(await balance).toEqual({ account: 'bba', at: expect.any(String) });
  } finally {
    socket.close();
  }
  await balanceOf(base, token, 'bba', '2000.000000');

  // Into options first: the shortest option runs 30 s, settled by the trading process's feed meanwhile.
  for (const [to, amount] of [
    ['jg', '100'],
    ['bb', '500'],
    ['hy', '500'],
  ] as const) {
    expect((await call(base, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to, amount })).body.code).toBe(1);
  }
  await balanceOf(base, token, 'jg', '100.000000');
  const option = await call(base, token, 'POST', '/options/orders', { symbol: 'ETHUSDT', direction: 'rise', seconds: 30, amount: '20' });
  expect(option.body).toMatchObject({ code: 1, data: { status: 'waiting', amount: '20.000000' } });

  await balanceOf(base, token, 'bb', '500.000000');
  const bought = await placeOrder(base, token, { symbol: 'BTCUSDT', side: 'buy', type: 'market', quoteAmount: '200' });
  expect(bought.body).toMatchObject({ code: 0, data: { status: 'filled' } });

  await balanceOf(base, token, 'hy', '500.000000');
  const opened = await call(base, token, 'POST', '/contracts/positions', {
    symbol: 'BTCUSDT',
    side: 'long',
    type: 'market',
    leverage: 10,
    lots: '0.01',
  });
  expect(opened.body.data).toMatchObject({ status: 'open', entryTick: { symbol: 'BTCUSDT' } });
  const closed = await call(base, token, 'POST', `/contracts/positions/${opened.body.data.id}/close`, {});
  expect(closed.body.data).toMatchObject({ status: 'closed', closeReason: 'user' });

  const withdrawal = await call(base, token, 'POST', '/withdrawals', {
    method: 'crypto',
    coin: 'USDT',
    chain: 'ERC20',
    address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
    amount: '300',
    trade_password: '246810',
  });
  expect(withdrawal.body.data.status).toBe('pending');
  const reviewed = await api.admin<{ data: { status: string } }>('POST', `/withdrawals/${withdrawal.body.data.id}/approve`, staff.fin1, {});
  expect(reviewed.body.data.status).toBe('completed');
  expect(await assetRow(base, token, 'bba', 'USDT')).toMatchObject({ available: '600.000000', frozen: '0.000000' });

  const settled = await eventually(async () => {
    const history = await call(base, token, 'GET', '/options/orders?status=history', undefined, null);
    const found = history.body.data.items.find((item: { id: string }) => item.id === option.body.data.id);
    if (!found) throw new Error('option not settled yet');
    return found;
  }, 60_000);
  expect(settled).toMatchObject({
    status: 'settled',
    result: expect.stringMatching(/^(win|loss|tie)$/),
    strikeTick: { symbol: 'ETHUSDT' },
    settlementTick: { symbol: 'ETHUSDT' },
  });
}
