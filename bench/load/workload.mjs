import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

// The mixed customer workload: what a crowd of customers does, as HTTP requests and socket
// subscribers. Customers are demo accounts (100,000 virtual USDT each, no staff needed), with some of
// it moved to their spot and option accounts before the load starts.
const require = createRequire(import.meta.url);

const api = async (base, method, path, { token, body, key } = {}) => {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

const must = async (what, answer) => {
  const { status, body } = await answer;
  if (status >= 300 || (body && body.code !== 0 && body.code !== 1)) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body?.data;
};

export async function setUpCustomers(base, count) {
  const customers = [];
  for (let i = 0; i < count; i++) {
    const { token } = await must('demo account', api(base, 'POST', '/auth/demo', { key: randomUUID() }));
    for (const to of ['bb', 'jg']) await must(`transfer to ${to}`, api(base, 'POST', '/transfers', { token, key: randomUUID(), body: { coin: 'USDT', from: 'bba', to, amount: '20000' } }));
    customers.push({ token });
  }
  return customers;
}

/**
 * The mix, one request per arrival, in a fixed cycle of 20: half market reads (the markets list, spot
 * pairs, a book, trades, candles), a quarter spot market orders of 5 USDT, a tenth transfers of 1 USDT
 * between a customer's funding and spot accounts, a tenth option orders of 10 USDT, and the rest a
 * customer's own balances.
 */
const CYCLE = [
  'markets', 'spot', 'depth', 'trades', 'candles', 'markets', 'depth', 'spotMarkets', 'trades', 'markets',
  'order', 'order', 'order', 'order', 'order', 'transfer', 'transfer', 'option', 'option', 'balances',
];

export function requestFor(n, customers) {
  const customer = customers[n % customers.length];
  const kind = CYCLE[n % CYCLE.length];
  const key = randomUUID();
  switch (kind) {
    case 'markets':
      return { kind: 'read', method: 'GET', path: '/markets' };
    case 'spotMarkets':
    case 'spot':
      return { kind: 'read', method: 'GET', path: '/spot/markets' };
    case 'depth':
      return { kind: 'read', method: 'GET', path: '/markets/BTCUSDT/depth?levels=20' };
    case 'trades':
      return { kind: 'read', method: 'GET', path: '/markets/ETHUSDT/trades?limit=50' };
    case 'candles':
      return { kind: 'read', method: 'GET', path: '/markets/BTCUSDT/candles?period=1m&limit=100' };
    case 'order':
      return { kind: 'spot order', method: 'POST', path: '/spot/orders', token: customer.token, key, body: { symbol: 'BTCUSDT', side: 'buy', type: 'market', quoteAmount: '5' } };
    case 'transfer':
      return { kind: 'transfer', method: 'POST', path: '/transfers', token: customer.token, key, body: { coin: 'USDT', from: n % 2 ? 'bba' : 'bb', to: n % 2 ? 'bb' : 'bba', amount: '1' } };
    case 'option':
      return { kind: 'option', method: 'POST', path: '/options/orders', token: customer.token, key, body: { symbol: 'ETHUSDT', direction: n % 2 ? 'rise' : 'fall', seconds: 60, amount: '10' } };
    default:
      return { kind: 'read', method: 'GET', path: '/spot/balances', token: customer.token };
  }
}

/** Sends one request; an answer is an error when its status is 300 or more or its envelope code is not 0, 1 or 7 (data). */
export async function send(base, request) {
  try {
    const { status, body } = await api(base, request.method, request.path, request);
    const ok = status < 300 && (!body || body.code === undefined || [0, 1, 7].includes(body.code));
    return ok ? null : `${request.kind} ${request.path} ${status} ${body?.code ?? ''} ${body?.message ?? ''}`.trim();
  } catch (error) {
    return `${request.kind} ${error.cause?.code ?? error.message}`;
  }
}

/** `count` socket.io clients on the public market namespace, each counting the ticker pushes it gets. */
export async function connectSubscribers(base, count) {
  const { io } = require('socket.io-client');
  const clients = [];
  await Promise.all(
    Array.from({ length: count }, async () => {
      const socket = io(`${base}/market`, { transports: ['websocket'], reconnection: true });
      const client = { socket, pushes: 0 };
      socket.on('tickers', () => {
        client.pushes += 1;
      });
      clients.push(client);
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
    }),
  );
  return {
    pushes: () => clients.reduce((sum, client) => sum + client.pushes, 0),
    close: () => clients.forEach((client) => client.socket.close()),
  };
}
