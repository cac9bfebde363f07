import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import {
  C2C_SOURCE,
  C2cEvents,
  CustomerUpdateEvents,
  KYC_SOURCE,
  LoanNoticeEvents,
  TradingOutcomeEvents,
  type C2cOrderChangedV1,
  type CustomerUpdatedV1,
} from '@meridian/contracts';
import { LoanAccrual } from '@meridian/lending';
import { ContractCoreService, ContractTicks, MarketDataService, OptionExpiry } from '@meridian/trading';
import type { EventStore } from '@meridian/eventstore';
import type { IntegrationEvent, MessageBus } from '@meridian/messaging';
import type { Pool } from 'pg';
import { EVENT_STORE, MESSAGE_BUS, PG_POOL } from '@meridian/runtime';
import { resetAndRebuild } from '@meridian/testing';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { call, createFinanceStaff, depositForm, FINANCE, fund, openDepositChannel } from '../support/funding';
import { capitaliseAndFund } from '../support/platform-capital';
import { createComplianceOfficers, testPhoto, verify } from '../support/verification';

/**
 * The personal inbox (docs/engagement.md, "The personal inbox"): fed from facts other services publish,
 * each message once however often its cause is delivered; rendered in the reader's language; only its
 * owner reads it; read, read all, archive; a muted category gets nothing while security still arrives;
 * the unread count reaches the customer's socket; the read model rebuilds to the same rows.
 */
let platform: TestPlatform;
let api: Client;
let bus: MessageBus;
const sockets: Socket[] = [];
let alice: { token: string; id: string };
let bob: { token: string; id: string };
let staff: { fin1: string; admin: string };

const inbox = (token: string, lang = 'en') => call(platform.url, token, 'GET', `/inbox?lang=${lang}`, undefined, null);
const act = (token: string, path: string, body?: unknown) => call(platform.url, token, path === '/inbox/preferences' ? 'PUT' : 'POST', path, body ?? {}, null);

const event = (type: string, source: string, data: unknown, id = randomUUID()): IntegrationEvent => ({
  id,
  type,
  source,
  streamId: `test-${id}`,
  schemaVersion: 1,
  data,
  metadata: {},
  occurredAt: new Date().toISOString(),
});
const kycDecision = (customerId: string, status: 'approved' | 'rejected', tier = 'primary') => {
  const data: CustomerUpdatedV1 = { updates: [{ customerId, balances: [], deposits: [], withdrawals: [], spotOrders: [], verifications: [{ tier, status }] }], at: new Date().toISOString() };
  return event(CustomerUpdateEvents.updated, KYC_SOURCE, data);
};
const c2cMatched = (customerId: string) => {
  const data: C2cOrderChangedV1 = {
    customerId,
    orderId: randomUUID(),
    notice: 'matched',
    status: 'matched',
    amount: '100',
    fiat: 'HKD',
    fiatAmount: '780',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    reason: null,
    at: new Date().toISOString(),
  };
  return event(C2cEvents.orderChanged, C2C_SOURCE, data);
};
const pool = (): Pool => platform.platform.app.get(PG_POOL);
/** Waits until the inbox consumer has handled the bus message `eventId` (its inbox row). */
const handled = (eventId: string, consumer = 'engagement.inbox') =>
  eventually(async () => {
    const { rowCount } = await pool().query('SELECT 1 FROM inbox WHERE consumer = $2 AND event_id = $1', [eventId, consumer]);
    expect(rowCount).toBe(1);
  });
/** A message that tells nothing, published only to know when everything before it was handled. */
const publishMarker = async (customerId: string): Promise<string> => {
  const data: CustomerUpdatedV1 = { updates: [{ customerId, balances: [], deposits: [], withdrawals: [], spotOrders: [] }], at: new Date().toISOString() };
  const marker = event(CustomerUpdateEvents.updated, KYC_SOURCE, data);
  await bus.publish([marker]);
  return marker.id;
};

const connect = (token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(`${platform.url}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  bus = platform.platform.app.get<MessageBus>(MESSAGE_BUS);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  const a = await api.register('inbox-alice@example.com');
  const b = await api.register('inbox-bob@example.com');
  alice = { token: a.token, id: a.user.id };
  bob = { token: b.token, id: b.user.id };
  await fund(api, platform.url, alice.token, staff.fin1, '25');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await platform.stop();
});

describe('the personal inbox', () => {
  it('tells a deposit credited and a verification decided once each, however often they are delivered', async () => {
    const decision = kycDecision(alice.id, 'approved');
    await bus.publish([decision]);
    await bus.publish([decision]);
    const { body } = await eventually(async () => {
      const answer = await inbox(alice.token);
      expect(answer.body.data.items).toHaveLength(2);
      return answer;
    });
    expect(body.data.items.map((m: { kind: string }) => m.kind).sort()).toEqual(['depositCredited', 'verificationApproved']);
    expect(body.data.unread).toBe(2);
    const deposit = body.data.items.find((m: { kind: string }) => m.kind === 'depositCredited');
    expect(deposit).toMatchObject({ category: 'money', title: 'Deposit credited', read: false });
    expect(deposit.body).toMatch(/^Your deposit .+ has been credited to your funding account\.$/);
    // A redelivery after the first was handled delivers nothing again (a message published after it
    // is handled after it: once that one is, the redelivery has been seen).
    await bus.publish([decision]);
    await handled(await publishMarker(alice.id));
    expect((await inbox(alice.token)).body.data.items).toHaveLength(2);
  });

  it('renders each message in the reader’s language when it is read', async () => {
    const { body } = await inbox(alice.token, 'ft');
    expect(body.data.items.map((m: { title: string }) => m.title).sort()).toEqual(['入金已到帳', '認證已通過'].sort());
    expect(body.data.items.find((m: { kind: string }) => m.kind === 'verificationApproved').body).toBe('您的初級認證已通過。');
  });

  it('lets no other customer read, archive or list a message', async () => {
    const [message] = (await inbox(alice.token)).body.data.items;
    expect((await act(bob.token, `/inbox/${message.id}/read`)).status).toBe(404);
    expect((await act(bob.token, `/inbox/${message.id}/archive`)).status).toBe(404);
    expect((await inbox(bob.token)).body.data).toMatchObject({ items: [], unread: 0, total: 0 });
    expect((await act(alice.token, '/inbox/not-a-uuid/read')).status).toBe(400);
  });

  it('reads one, reads all, archives, and pushes the unread count to the customer’s socket', async () => {
    const socket = await connect(alice.token);
    const counts: number[] = [];
    socket.on('inbox', (payload: { unread: number }) => counts.push(payload.unread));
    const [first] = (await inbox(alice.token)).body.data.items;
    const read = await act(alice.token, `/inbox/${first.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: first.id, read: true });
    expect((await inbox(alice.token)).body.data.unread).toBe(1);
    await eventually(async () => expect(counts).toContain(1));
    const all = await act(alice.token, '/inbox/read-all');
    expect(all.body.data.unread).toBe(0);
    await eventually(async () => expect(counts[counts.length - 1]).toBe(0));
    const archived = await act(alice.token, `/inbox/${first.id}/archive`);
    expect(archived.body.data).toMatchObject({ archived: true });
    expect((await inbox(alice.token)).body.data).toMatchObject({ total: 1, unread: 0 });
    // A new message arrives on the socket as its count.
    await bus.publish([kycDecision(alice.id, 'approved', 'advanced')]);
    await eventually(async () => expect(counts[counts.length - 1]).toBe(1));
  });

  it('delivers nothing of a muted category while security still arrives, and never mutes security or money', async () => {
    const refused = await act(bob.token, '/inbox/preferences', { muted: ['security'] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Messages about security and money movements cannot be turned off');
    expect((await act(bob.token, '/inbox/preferences', { muted: ['nonsense'] })).status).toBe(400);
    const muted = await act(bob.token, '/inbox/preferences', { muted: ['orders'] });
    expect(muted.status).toBe(200);
    expect(muted.body.data.categories).toEqual([
      { category: 'security', enabled: true, canMute: false },
      { category: 'money', enabled: true, canMute: false },
      { category: 'orders', enabled: false, canMute: true },
    ]);
    const mutedNotice = c2cMatched(bob.id);
    const rejected = kycDecision(bob.id, 'rejected');
    await bus.publish([mutedNotice, rejected]);
    await handled(mutedNotice.id);
    await handled(rejected.id);
    const { items } = (await inbox(bob.token)).body.data;
    expect(items.map((m: { kind: string }) => m.kind)).toEqual(['verificationRejected']);
    // Turned back on, the category is delivered again.
    await act(bob.token, '/inbox/preferences', { muted: [] });
    await bus.publish([c2cMatched(bob.id)]);
    await eventually(async () => expect((await inbox(bob.token)).body.data.items.map((m: { kind: string }) => m.kind)).toContain('c2cMatched'));
  });

  it('tells a deposit under four eyes credited once, at the second approval, not at the first', async () => {
    const deposit = await call(platform.url, bob.token, 'POST', '/deposits', depositForm({ coin: 'USDT', chain: 'ERC20', amount: '20000', tx_hash: `0x${randomUUID().replace(/-/g, '')}` }));
    const path = `/deposits/${deposit.body.data.id}/approve`;
    const first = await api.admin<{ data: { status: string } }>('POST', path, staff.fin1, { note: 'seen on chain' });
    expect(first.body.data.status).toBe('approving');
    // Every message accounts published up to now (the first approval among them) has been handled.
    const { rows } = await pool().query<{ event_id: string }>("SELECT event_id::text FROM outbox WHERE source = 'accounts' ORDER BY id DESC LIMIT 1");
    await handled(rows[0]!.event_id);
    const credited = async () => (await inbox(bob.token)).body.data.items.filter((m: { kind: string }) => m.kind === 'depositCredited');
    expect(await credited()).toHaveLength(0);
    await api.admin('POST', path, await api.staffToken(), { note: 'second approval' });
    await eventually(async () => expect(await credited()).toHaveLength(1));
    expect((await credited())[0].params).toEqual({ id: deposit.body.data.id });
  });

  it('rebuilds the inbox read model to the same rows', async () => {
    const store = platform.platform.app.get<EventStore>(EVENT_STORE);
    const projection = store.inlineProjectionList.find((p) => p.name === 'engagement-inbox')!;
    const outcome = await resetAndRebuild(store, projection, [{ table: 'inbox_messages' }, { table: 'inbox_preferences' }]);
    expect(outcome.after).toEqual(outcome.before);
  });
});

/**
 * Trading's and lending's facts, produced for real (an option settled on recorded ticks, a liquidation
 * by a tick past the liquidation price, a loan on the simulated clock) and then delivered again, as the
 * same bus message and as a new one carrying the same fact (a relay that published it twice): each is
 * told once. Last in the file: the loan moves the clock on by days.
 */
describe('what trading and lending tell the inbox', () => {
  let core: ContractCoreService;
  let market: MarketDataService;
  let fin2: string;
  const messagesOf = async (token: string, kinds: string[]) => (await inbox(token)).body.data.items.filter((m: { kind: string }) => kinds.includes(m.kind));
  /** The fact `type` about `customerId` from the outbox, delivered again twice; waits until both were handled. */
  const redeliver = async (type: string, customerId: string) => {
    const { rows } = await pool().query<{ payload: IntegrationEvent }>("SELECT payload FROM outbox WHERE payload->>'type' = $1 AND payload->'data'->>'customerId' = $2", [type, customerId]);
    expect(rows).toHaveLength(1);
    const fact = rows[0]!.payload;
    const again = { ...fact, id: randomUUID() };
    await bus.publish([fact, again]);
    await handled(again.id, 'engagement.inbox.outcomes');
  };

  beforeAll(async () => {
    core = platform.platform.app.get(ContractCoreService);
    market = platform.platform.app.get(MarketDataService);
    await market.step();
    fin2 = await api.staffToken(FINANCE[1]!.email, FINANCE[1]!.password);
    await capitaliseAndFund(api, { fin1: staff.fin1, fin2 }, 'house', '100000');
  });

  it('tells a position liquidated once, with its symbol and side', async () => {
    const { token, user } = await api.register('inbox-liquidated@example.com');
    await core.submit({ type: 'ReceiveFromFunding', transferId: `test-${user.id}`, customerId: user.id, account: 'hy', amount: '1000', at: new Date().toISOString() });
    const opened = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 50, lots: '0.01' });
    const last = market.lastTick('BTCUSDT')!;
    const price = (Number(opened.body.data.liquidationPrice) * 0.999).toFixed(2);
    await platform.platform.app.get(ContractTicks).apply([{ symbol: 'BTCUSDT', seq: last.seq + 1000, at: new Date().toISOString(), price, source: 'scripted' }]);
    expect(core.state.position(opened.body.data.id)).toMatchObject({ status: 'liquidated' });
    const [told] = await eventually(async () => {
      const messages = await messagesOf(token, ['positionLiquidated']);
      expect(messages).toHaveLength(1);
      return messages;
    });
    expect(told).toMatchObject({ category: 'money', title: 'Position liquidated', params: { positionId: opened.body.data.id, symbol: 'BTCUSDT', side: 'long' } });
    expect(told.body).toMatch(/^Your long position of 0\.01 lots on BTCUSDT was liquidated at [\d,.]+\.$/);
    await redeliver(TradingOutcomeEvents.positionLiquidated, user.id);
    expect(await messagesOf(token, ['positionLiquidated'])).toHaveLength(1);
  });

  it('tells an option settled on recorded ticks once, with the instrument, its result and what came back', async () => {
    const { token, user } = await api.register('inbox-option@example.com');
    await core.submit({ type: 'ReceiveFromFunding', transferId: `test-${user.id}`, customerId: user.id, account: 'jg', amount: '100', at: new Date().toISOString() });
    const placed = await call(platform.url, token, 'POST', '/options/orders', { symbol: 'BTCUSDT', direction: 'rise', seconds: 60, amount: '20' });
    expect(placed.body.code).toBe(1);
    const accepted = Date.parse(placed.body.data.acceptedAt);
    for (const seconds of [1, 30, 60, 61]) await market.step(new Date(accepted + seconds * 1000));
    await platform.platform.app.get(OptionExpiry).settleDue(new Date(accepted + 70_000));
    const settled = core.state.option(placed.body.data.id)!;
    expect(settled.status).toBe('settled');
    const kind = { win: 'optionWon', loss: 'optionLost', tie: 'optionRefunded', refunded: 'optionRefunded' }[settled.result!];
    const kinds = ['optionWon', 'optionLost', 'optionRefunded'];
    const [told] = await eventually(async () => {
      const messages = await messagesOf(token, kinds);
      expect(messages).toHaveLength(1);
      return messages;
    });
    expect(told).toMatchObject({ kind, category: 'money', params: { optionId: placed.body.data.id, symbol: 'BTCUSDT', direction: 'rise', amount: '20' } });
    expect(told.body).toContain('BTCUSDT');
    await redeliver(TradingOutcomeEvents.optionSettled, user.id);
    expect(await messagesOf(token, kinds)).toHaveLength(1);
  });

  it('tells a loan due within a day, then overdue, once each, on the simulated clock', async () => {
    const DAY = 86_400_000;
    await createComplianceOfficers(api);
    await capitaliseAndFund(api, { fin1: staff.fin1, fin2 }, 'loan-book', '10000');
    const { token, user } = await api.register('inbox-borrower@example.com');
    await verify(api, platform.url, token, user.id, 'advanced', { realName: 'Inbox Borrower', documentNumber: 'E7700001' });
    await eventually(async () => expect((await call(platform.url, token, 'GET', '/credit')).body.data.tiers).toContain('advanced'));
    await api.admin('PUT', `/credit/${user.id}`, staff.fin1, { score: 720, reason: 'Salary slips and bank statements checked' });
    const form = new FormData();
    const fields = { productId: 'loan-7d', amount: '1000', agreed: 'true', name: 'Inbox Borrower', country: 'SG', address: '1 Main St', birthDate: '1990-01-31', phone: '+6591234567', monthlyIncome: '6000' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const role of ['idFront', 'idBack']) form.append(role, testPhoto(), `${role}.png`);
    const id = (await call(platform.url, token, 'POST', '/loans', form)).body.data.id as string;
    expect((await api.admin<{ data: { status: string } }>('POST', `/loans/${id}/disburse`, staff.fin1)).body.data.status).toBe('disbursed');
    const accrual = platform.platform.app.get(LoanAccrual);
    const kinds = ['loanDueSoon', 'loanOverdue'];

    platform.clock.offsetMs += 6 * DAY; // day 6 closes: the loan is due in 24 hours
    await accrual.run();
    const [due] = await eventually(async () => {
      const messages = await messagesOf(token, kinds);
      expect(messages).toHaveLength(1);
      return messages;
    });
    expect(due).toMatchObject({ kind: 'loanDueSoon', category: 'money', title: 'Loan due soon', params: { loanId: id, owed: '1003' } });
    await redeliver(LoanNoticeEvents.noticed, user.id);

    platform.clock.offsetMs += 2 * DAY; // days 7 and 8: overdue with its late fee
    await accrual.run();
    await eventually(async () => expect((await messagesOf(token, kinds)).map((m: { kind: string }) => m.kind).sort()).toEqual(['loanDueSoon', 'loanOverdue']));
    const overdue = (await messagesOf(token, ['loanOverdue']))[0];
    expect(overdue).toMatchObject({ params: { loanId: id, owed: '1011' } });
    expect(overdue.body).toMatch(/^Your loan was due on .+ UTC and is now overdue/);
    await accrual.run();
    expect(await messagesOf(token, kinds)).toHaveLength(2);
  });
});
