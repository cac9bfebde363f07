// Market push: N socket.io clients on loopback receive the tickers once a second (the markets that changed).
// Delivery latency is measured from the tick's own timestamp (taken before it is recorded) to its
// arrival at each client, so it includes the tick store append, the bus's live channel and the
// fan-out. The peer is a bare `ws` server broadcasting the same payload (one push captured from ours)
// to the same number of raw WebSocket clients, measured from the moment it starts sending. Clients run
// in worker threads, away from the server's loop. Both sides count only what arrives once every client
// is connected: the feed runs while ours connect (the peer only starts sending after), and the pushes
// made while thousands of handshakes queue measured the connecting, not the push (that ramp took
// 7 to 21 s here, and moved the ratio between 1.2x and 4.9x from one run to the next).
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { benchDatabase, fmt, percentiles } from './support.mjs';

const require = createRequire(import.meta.url);
const CLIENTS = Number(process.env.PUSH_CLIENTS ?? 5000);
const SECONDS = Number(process.env.PUSH_SECONDS ?? 10);
const WORKERS = 2;

if (!isMainThread) {
  // A worker: open its share of clients, report latencies when told to stop.
  const { url, count, kind } = workerData;
  const samples = [];
  const sockets = [];
  const record = (payload) => {
    const list = typeof payload === 'string' ? JSON.parse(payload) : payload;
    // A push carries the markets that changed; the newest tick in it is the one this step recorded.
    const sentAt = Array.isArray(list) ? Math.max(...list.map((ticker) => Date.parse(ticker.at))) : list.sentAt;
    samples.push(Date.now() - sentAt);
  };
  // Under load a connection attempt can fail; each client tries again until it is in, so both
  // sides of the comparison always measure the same number of clients.
  let open = 0;
  const opened = () => ++open === count && parentPort.postMessage({ ready: true });
  const connect = () => {
    if (kind === 'socket.io') {
      const { io } = require('socket.io-client');
      const socket = io(`${url}/market`, { transports: ['websocket'], reconnectionDelay: 250, reconnectionDelayMax: 1000 });
      socket.once('connect', opened);
      socket.on('tickers', (tickers) => record(tickers));
      sockets.push(socket);
    } else {
      const WebSocket = require('ws');
      const ws = new WebSocket(url);
      ws.once('open', () => {
        sockets.push(ws);
        opened();
      });
      ws.once('error', () => setTimeout(connect, 250));
      ws.on('message', (raw) => record(JSON.parse(String(raw))));
    }
  };
  for (let i = 0; i < count; i++) {
    connect();
    if (i % 250 === 249) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  parentPort.on('message', (message) => {
    // Every client of every worker is in: from here on each arrival counts.
    if (message === 'measure') return void (samples.length = 0);
    if (message !== 'stop') return;
    for (const socket of sockets) socket.close();
    parentPort.postMessage({ samples });
  });
} else {
  // nothing at import time: run() drives the benchmark
}

async function clients(url, kind, count) {
  const workers = Array.from({ length: WORKERS }, () => new Worker(fileURLToPath(import.meta.url), { workerData: { url, kind, count: count / WORKERS } }));
  await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('message', resolve))));
  for (const worker of workers) worker.postMessage('measure');
  return {
    stop: async () => {
      const results = await Promise.all(
        workers.map((worker) => new Promise((resolve) => {
          worker.once('message', (message) => resolve(message.samples));
          worker.postMessage('stop');
        })),
      );
      await Promise.all(workers.map((worker) => worker.terminate()));
      return results.flat();
    },
  };
}

async function ours(db) {
  const { startPlatform, readSettings } = require('../services/platform/dist/index.js');
  const settings = { ...readSettings({ DATABASE_URL: db.url, PORT: '0', PRICE_FEED_INTERVAL_MS: '1000', RATE_LIMIT_PER_IP: '100000' }), host: '127.0.0.1' };
  const platform = await startPlatform(settings, () => undefined);
  try {
    // One push as the clients receive it, for the peer to broadcast the same bytes.
    const { io } = require('socket.io-client');
    const probe = io(`${platform.url}/market`, { transports: ['websocket'], reconnection: false });
    const sample = new Promise((resolve) => probe.once('tickers', resolve));
    const crowd = await clients(platform.url, 'socket.io', CLIENTS);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    probe.close();
    return { ...percentiles(await crowd.stop()), sample: await sample };
  } finally {
    await platform.stop();
  }
}

async function peer(payload) {
  const WebSocket = require('ws');
  const server = createServer();
  const wss = new WebSocket.WebSocketServer({ server });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const crowd = await clients(`ws://127.0.0.1:${server.address().port}`, 'ws', CLIENTS);
  const timer = setInterval(() => {
    const message = JSON.stringify({ sentAt: Date.now(), tickers: payload });
    for (const client of wss.clients) client.send(message);
  }, 1000);
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  clearInterval(timer);
  const result = percentiles(await crowd.stop());
  wss.close();
  server.close();
  return result;
}

export async function run() {
  const db = await benchDatabase();
  try {
    const a = await ours({ url: db.url });
    const b = await peer(a.sample);
    // The same crowd sent one tiny message: what the machine itself allows 5,000 clients.
    const floor = await peer([{ symbol: 'BTCUSDT', price: '65000.00', change_24h: '0.00', at: new Date().toISOString() }]);
    console.log(`\nMarket push — ${CLIENTS} clients on loopback (${WORKERS} client threads), ${SECONDS} s, tickers once a second (${a.sample.length} markets changed, ${JSON.stringify(a.sample).length} bytes per push)`);
    console.log('  path                                              p50        p99      p99.9     p99 vs peer');
    console.log(`  socket.io /market tickers (tick -> client)   ${fmt(a.p50).padStart(9)}  ${fmt(a.p99).padStart(9)}  ${fmt(a.p999).padStart(9)}   ${(a.p99 / Math.max(b.p99, 0.001)).toFixed(2)}x`);
    console.log(`  bare ws broadcast (send -> client, peer)     ${fmt(b.p50).padStart(9)}  ${fmt(b.p99).padStart(9)}  ${fmt(b.p999).padStart(9)}   1.00x`);
    console.log(`  bare ws, one ticker (floor of this machine)  ${fmt(floor.p50).padStart(9)}  ${fmt(floor.p99).padStart(9)}  ${fmt(floor.p999).padStart(9)}   ${(floor.p99 / Math.max(b.p99, 0.001)).toFixed(2)}x`);
    console.log(`  goal: p99 under 100 ms — ${a.p99 < 100 ? 'met' : 'not met'}`);
  } finally {
    await db.close();
  }
}
