import { io, type Socket } from 'socket.io-client';
import { call, createFinanceStaff, depositForm, openDepositChannel } from '../support/funding';
import { Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';

let platform: TestPlatform;
let api: Client;
const sockets: Socket[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await platform.stop();
});

function connect(token: string): Promise<Socket> {
  const socket = io(`${platform.url}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const next = (socket: Socket, event: string) => new Promise<unknown>((resolve) => socket.once(event, resolve));

/** The first `event` whose payload matches: pushes arrive over the bus, after what the test did before. */
const nextMatching = (socket: Socket, event: string, matches: (payload: any) => boolean) =>
  new Promise<unknown>((resolve) => {
    const listener = (payload: unknown) => {
      if (!matches(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });

describe('private push', () => {
  it('tells the customer open app when a deposit completes and the balance changes', async () => {
    const staff = await createFinanceStaff(api);
    await openDepositChannel(api, staff.fin1);
    const { token } = await api.register('push@example.com');
    const socket = await connect(token);
    const requested = nextMatching(socket, 'deposit', (payload) => payload.type === 'DepositRequested');
    const deposit = await call(platform.url, token, 'POST', '/deposits', depositForm({ coin: 'USDT', chain: 'ERC20', amount: '12' }));
    expect(await requested).toEqual({ id: deposit.body.data.id, type: 'DepositRequested' });
    const approved = nextMatching(socket, 'deposit', (payload) => payload.type === 'DepositApproved');
    const balance = next(socket, 'balance');
    await api.admin('POST', `/deposits/${deposit.body.data.id}/approve`, staff.fin1, {});
    expect(await approved).toEqual({ id: deposit.body.data.id, type: 'DepositApproved', final: true });
    expect(await balance).toEqual({ account: 'bba', at: expect.any(String) });
  });

  it('ends the customer sockets when they log out, and refuses a socket without a valid token', async () => {
    const { token } = await api.register('push-logout@example.com');
    const socket = await connect(token);
    const ended = next(socket, 'session');
    await api.post('/web/logout', { token });
    expect(await ended).toEqual({ reason: 'revoked', cause: 'logout' });
    const stranger = io(`${platform.url}/private`, { auth: { token: 'nope' }, transports: ['websocket'], reconnection: false });
    sockets.push(stranger);
    expect(await next(stranger, 'session')).toEqual({ reason: 'revoked' });
  });
});
