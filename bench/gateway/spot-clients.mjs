// What the HTTP benchmarks do as customers: start a server process, fund demo customers' spot
// accounts through the real API, read the book, and price orders a few levels below the best ask.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';

/** Starts `script` with `env` and answers once its /health does. */
export async function startServer(script, env, base, args = []) {
  const server = spawn(process.execPath, [...args, script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr.on('data', (d) => {
    log += d;
    if (process.env.BENCH_SERVER_LOG) process.stderr.write(d);
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitFor(async () => {
      if (server.exitCode !== null) throw new Error(`${script} exited: ${log}`);
      return (await fetch(`${base}/health`)).ok;
    }, 60_000);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    pid: server.pid,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** A demo customer with 90,000 USDT moved into spot through the transfer saga. */
export async function fundedCustomer(base) {
  const demo = await (await fetch(`${base}/web/tempLogin?rtoken=${randomUUID().slice(0, 16).replace(/-/g, 'a')}`)).json();
  const token = demo.data.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await waitFor(async () => {
    const assets = await (await fetch(`${base}/api/v1/assets?type=bba`, { headers })).json();
    return assets.data.accounts[0].rows.find((r) => r.coin === 'USDT').available !== '0.000000';
  }, 30_000);
  const moved = await (
    await fetch(`${base}/api/v1/transfers`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ coin: 'USDT', from: 'bba', to: 'bb', amount: '90000' }),
    })
  ).json();
  if (moved.code !== 1) throw new Error(`transfer failed: ${moved.message}`);
  await waitFor(async () => {
    const spot = await (await fetch(`${base}/api/v1/spot/balances`, { headers })).json();
    return spot.data.items.find((b) => b.coin === 'USDT').available === '90000.000000';
  }, 30_000);
  return token;
}

export async function depth(base, symbol) {
  return (await (await fetch(`${base}/api/v1/markets/${symbol}/depth`)).json()).data;
}

/** The best ask of each book, once the house quotes it. */
export async function bestAsks(base, symbols) {
  const asks = {};
  for (const symbol of symbols) {
    await waitFor(async () => (await depth(base, symbol)).asks.length > 0, 30_000);
    asks[symbol] = (await depth(base, symbol)).asks[0].price;
  }
  return asks;
}

/** `levels` ticks of 0.05% below the ask, as a decimal string with the ask's decimals (display-level arithmetic on cents). */
export function bidBelow(ask, levels) {
  const decimals = ask.split('.')[1]?.length ?? 0;
  const units = BigInt(ask.replace('.', ''));
  const price = units - (units * BigInt(levels * 5)) / 10_000n;
  const text = price.toString().padStart(decimals + 1, '0');
  return decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text;
}

export function minimumLot(symbol) {
  return { BTCUSDT: '0.0001', ETHUSDT: '0.0001', SOLUSDT: '0.001', BNBUSDT: '0.001' }[symbol];
}

/** autocannon's request list: limit buys spread over customers and books, one in ten at the best ask. */
export function orderRequests(tokens, asks, symbols) {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/v1/spot/orders',
      setupRequest: (req) => {
        const i = n++;
        const symbol = symbols[i % symbols.length];
        return {
          ...req,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}`, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ symbol, side: 'buy', type: 'limit', price: bidBelow(asks[symbol], i % 10), quantity: minimumLot(symbol) }),
        };
      },
    },
  ];
}

export async function waitFor(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      if (String(error?.message).includes('exited')) throw error;
    }
    if (Date.now() > deadline) throw new Error('timed out waiting for the platform');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
