import { catalogues } from '@meridian/http';
import { SubscriptionRelease } from '@meridian/earn';
import { Decimal } from '@meridian/money';
import { MarketDataService } from '@meridian/trading';
import { call, createFinanceStaff, FINANCE, fund, openDepositChannel } from '../support/funding';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * Issue 20, item 9 (the server's part): what the server keeps for a customer or staff member to read
 * reaches them in their language. The walk found English in Japanese contract terms ("Quoted in USD
 * and settled in USDT one for one"), in Thai account records ("Subscription release <uuid>", "NOVA
 * released after the lock-up") and in the Japanese back office ("This address is not valid for the
 * TRC20 network"). Here one customer makes a record of every kind a first week makes (deposit,
 * transfers, a spot order, a contract position, a new-coin subscription allotted and released), and
 * the records, the contract terms and the staff's answers are read in Japanese and Thai.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;
let customer: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** Names a sentence may carry in any language: coins, chains, markets, the coin's own name. */
const NAMES = /\b(?:USDT|BTC|NOVA|Nova Network|ERC20|TRC20|BTCUSDT|BTC\/USDT|ETF|Spot|P&L)\b/g;
/** Words of the server's English sentences; none may be left in a Japanese or Thai one. */
const ENGLISH =
  /\b(?:the|and|your|of|for|into|from|after|to|released|release|order|position|deposit|transfer|transferred|frozen|returned|lock-up|subscription|allotted|margin|funding|quoted|settled|placed|coins?|network|address|valid)\b/i;
const englishIn = (text: string) => ENGLISH.exec(text.replace(NAMES, ''))?.[0] ?? null;

interface AccountRecord {
  id: string;
  type: string;
  account: string;
  title: string;
  description: string;
  memo: string;
}

const records = async (lang: string) =>
  (
    await call<{ items: AccountRecord[] }>(
      platform.url,
      customer,
      'GET',
      `/records?kind=account&per_page=100&lang=${lang}`,
      undefined,
      null,
    )
  ).body.data.items;

/** A staff call in the back office's language, as the back office sends it (Accept-Language). */
async function staffCall<T = any>(
  method: string,
  path: string,
  token: string,
  language: string,
  body?: unknown,
): Promise<{ status: number; body: { message?: string; data: T } }> {
  const res = await fetch(`${platform.url}/api/v1/admin${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': language },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string; data: T } };
}

/** Moves the platform's clock; staff sessions are signed in again at the new time. */
async function moveClockTo(at: number): Promise<void> {
  platform.clock.offsetMs = at - Date.now();
  staff = { ...staff, fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password), admin: await api.staffToken() };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  const market = platform.platform.app.get(MarketDataService);
  await market.step();

  // A first week: a deposit, money into spot and the contract account, an order and a position.
  customer = (await api.register('reader-language@example.com')).token;
  await fund(api, platform.url, customer, staff.fin1, '5000');
  expect((await call(platform.url, customer, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'bb', amount: '100' })).body.code).toBe(
    1,
  );
  expect(
    (await call(platform.url, customer, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount: '1000' })).body.code,
  ).toBe(1);
  await eventually(async () => expect(await assetRow(platform.url, customer, 'bb', 'USDT')).toMatchObject({ available: '100.000000' }));
  await eventually(async () => expect(await assetRow(platform.url, customer, 'hy', 'USDT')).toMatchObject({ available: '1000.000000' }));
  const half = Decimal.parse(market.lastTick('BTCUSDT')!.price).multiply(Decimal.parse('0.5'), 2, 'down').toString();
  const order = await call(platform.url, customer, 'POST', '/spot/orders', {
    symbol: 'BTCUSDT',
    side: 'buy',
    type: 'limit',
    price: half,
    quantity: '0.0010',
  });
  expect(order.body.data).toMatchObject({ status: 'open' });
  const position = await call(platform.url, customer, 'POST', '/contracts/positions', {
    symbol: 'BTCUSDT',
    side: 'long',
    type: 'market',
    leverage: 10,
    lots: '0.01',
  });
  expect(position.body.data).toMatchObject({ status: 'open' });

  // A new coin, oversubscribed by two customers: allotted half after its window (the rest of the USDT
  // comes back), released after its lock-up.
  const other = (await api.register('reader-language-2@example.com')).token;
  await fund(api, platform.url, other, staff.fin1, '100');
  const opens = Date.now() + platform.clock.offsetMs + HOUR;
  const endsAt = opens + 2 * DAY;
  const offered = await api.admin('PUT', '/subscriptions/coins/NOVA', staff.fin1, {
    name: 'Nova Network',
    scale: 2,
    issuePrice: '0.5',
    issueVolume: '100',
    circulation: '100000',
    startsAt: new Date(opens).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
    listingDate: new Date(endsAt + DAY).toISOString().slice(0, 10),
    lockupDays: 0,
    feeRate: '0.01',
    maxPerCustomer: '100',
    reason: 'Listing committee approval',
  });
  expect(offered.status).toBe(200);
  await moveClockTo(opens + HOUR);
  for (const token of [customer, other]) {
    expect((await call(platform.url, token, 'POST', '/subscriptions', { coinId: 'NOVA', quantity: '100' })).status).toBe(201);
    await eventually(async () =>
      expect((await call(platform.url, token, 'GET', '/subscriptions')).body.data.items[0]).toMatchObject({ status: 'under_review' }),
    );
  }
  await moveClockTo(endsAt + HOUR);
  expect((await api.admin('POST', '/subscriptions/coins/NOVA/allot', staff.fin1)).status).toBeLessThan(300);
  await moveClockTo(Date.parse(`${new Date(endsAt + DAY).toISOString().slice(0, 10)}T00:00:00.000Z`) + HOUR);
  await platform.platform.app.get(SubscriptionRelease).run();
  await eventually(async () => expect(await assetRow(platform.url, customer, 'bba', 'NOVA')).toMatchObject({ available: '50.00' }));
}, 300_000);

afterAll(() => platform.stop());

describe('what the server keeps, in the reader’s language', () => {
  it('writes every account record in Japanese and in Thai, naming coins and markets, never an id', async () => {
    const english = await records('en');
    const kinds = new Set(english.map((record) => record.type));
    for (const kind of [
      'deposit',
      'transfer_out',
      'transfer_in',
      'spot_order',
      'margin',
      'subscription_hold',
      'subscription_refund',
      'subscription_release',
    ])
      expect({ kind, found: kinds.has(kind) }).toEqual({ kind, found: true });
    const release = english.find((record) => record.type === 'subscription_release')!;
    expect(release).toMatchObject({ title: 'New coins released', description: 'Nova Network (NOVA) released after the lock-up' });
    expect(english.find((record) => record.type === 'spot_order')).toMatchObject({
      description: expect.stringMatching(/^Buy order · BTC\/USDT$/),
    });
    expect(english.find((record) => record.type === 'deposit')).toMatchObject({ title: 'Deposit', description: 'Deposit USDT · ERC20' });

    for (const lang of ['jp', 'ty']) {
      const read = await records(lang);
      expect(read.map((record) => [record.id, record.type])).toEqual(english.map((record) => [record.id, record.type]));
      const wrong: string[] = [];
      read.forEach((record, i) => {
        for (const field of ['title', 'description'] as const) {
          const text = record[field];
          if (field === 'title' && text.trim() === '') wrong.push(`${record.type} has no title`);
          if (UUID.test(text)) wrong.push(`${record.type} ${field} shows an id: ${text}`);
          if (englishIn(text)) wrong.push(`${record.type} ${field} is English ("${englishIn(text)}"): ${text}`);
          if (text !== '' && text === english[i]![field] && /\p{L}{3,}/u.test(text.replace(NAMES, '')))
            wrong.push(`${record.type} ${field} reads as in English: ${text}`);
        }
        // Every record says what it was about.
        if (record.description === '') wrong.push(`${record.type} has no description`);
      });
      expect(wrong).toEqual([]);
    }
    const thai = await records('ty');
    expect(thai.find((record) => record.type === 'subscription_release')).toMatchObject({
      title: 'ปล่อยเหรียญใหม่',
      description: 'ปล่อย Nova Network (NOVA) หลังครบระยะล็อก',
    });
  });

  it('writes the contract terms in Japanese and Thai, on the specification and on a position', async () => {
    const instruments = async (lang: string) =>
      (await api.get<{ items: { symbol: string; pointValueNote: string }[] }>('/api/v1/contracts/instruments', { lang })).body.data.items;
    const english = await instruments('en');
    expect(english.find((terms) => terms.symbol === 'EURUSD')!.pointValueNote).toBe('Quoted in USD and settled in USDT one for one');
    for (const lang of ['jp', 'ty'] as const) {
      const notes = (await instruments(lang)).map((terms) => `${terms.symbol}: ${terms.pointValueNote}`);
      expect(notes.filter((note) => englishIn(note.split(': ').slice(1).join(': ')))).toEqual([]);
    }
    expect((await instruments('jp')).find((terms) => terms.symbol === 'EURUSD')!.pointValueNote).toBe(
      catalogues.jp['contracts.pointValueUsd'],
    );
    const positions = (
      await call<{ items: { terms: { pointValueNote: string } }[] }>(
        platform.url,
        customer,
        'GET',
        '/contracts/positions?lang=ty',
        undefined,
        null,
      )
    ).body.data.items;
    expect(positions.map((position) => position.terms.pointValueNote)).toEqual([catalogues.ty['contracts.pointValueUsdt']]);
  });

  it('answers staff in the back office’s language: the terms they read and the address they mistype', async () => {
    const terms = await staffCall<{ symbol: string; pointValueNote: string }[]>('GET', '/contracts', staff.admin, 'ja');
    expect(terms.body.data.find((contract) => contract.symbol === 'USDJPY')!.pointValueNote).toBe(
      catalogues.jp['contracts.pointValueUsdJpy'],
    );
    const refused = await staffCall('PUT', '/deposit-addresses/USDT-TRC20', staff.fin1, 'ja', {
      address: '0xnot-tron',
      memo: '',
      enabled: true,
    });
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: 'このアドレスは TRC20 ネットワークでは使用できません',
    });
    const thai = await staffCall('PUT', '/deposit-addresses/USDT-TRC20', staff.fin1, 'th', {
      address: '0xnot-tron',
      memo: '',
      enabled: true,
    });
    expect(thai.body.message).toBe('ที่อยู่นี้ใช้กับเครือข่าย TRC20 ไม่ได้');
    // Traditional Chinese as the back office names it (zh-TW).
    const traditional = await staffCall('PUT', '/deposit-addresses/USDT-TRC20', staff.fin1, 'zh-TW', {
      address: '0xnot-tron',
      memo: '',
      enabled: true,
    });
    expect(traditional.body.message).toBe(catalogues.ft['withdraw.addressInvalid'].replace('{chain}', 'TRC20'));
  });
});
