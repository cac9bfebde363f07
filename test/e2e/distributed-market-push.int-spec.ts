import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { startDistributed, type DistributedPlatform } from '../support/distributed';
import { killAll } from '../support/processes';

/**
 * Market push in the distributed profile as `npm run start:distributed` runs it (the PostgreSQL bus):
 * trading in its own process publishes market data on the bus's live channel, two push gateways
 * hear it and tell their own sockets, nginx in front spreads sockets over them. A client of either
 * gateway sees the same ticks in the same order; a client whose gateway dies reconnects through the
 * edge to the other one and reads the truth again over REST.
 */
let platform: DistributedPlatform | undefined;
const gateways = new Map<string, { port: number; pid: number }>();
const sockets: Socket[] = [];

/** `gateway-1  http://127.0.0.1:PORT  SERVICES=gateway  pid N` in the launcher's table. */
async function readGateways(output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (gateways.size < 2) {
    for (const [, name, port, pid] of output().matchAll(/^\s+(gateway-\d)\s+http:\/\/127\.0\.0\.1:(\d+)\s+SERVICES=gateway\s+pid (\d+)$/gm))
      gateways.set(name!, { port: Number(port), pid: Number(pid) });
    if (Date.now() > deadline) throw new Error(`no gateways in the launcher's table:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Established TCP connections into each gateway's port (nginx's upstream ones included), from the kernel's table. */
function connectionsInto(): Map<string, number> {
  const established = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === '01')
    .map((fields) => Number.parseInt(fields[1]!.split(':')[1]!, 16));
  return new Map([...gateways].map(([name, { port }]) => [name, established.filter((local) => local === port).length]));
}

type TickerPush = { symbol: string; seq: number; price: string }[];

function marketSocket(url: string, options: { reconnection: boolean }): Socket {
  const socket = io(`${url}/market`, { transports: ['websocket'], reconnectionDelay: 200, reconnectionDelayMax: 500, ...options });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) => new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a push says, in a form two lists can be compared by. */
const said = (push: TickerPush) => JSON.stringify(push.map(({ symbol, seq, price }) => [symbol, seq, price]));

beforeAll(async () => {
  platform = await startDistributed('postgres', { PRICE_FEED_SEED: 'distributed-market-push' });
  await readGateways(platform.launcher.output);
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await platform?.stop().catch(() => undefined);
  await killAll();
}, 60_000);

describe('market push across two gateways', () => {
  it('gives clients of both gateways the same ticks and books in the same order', async () => {
    const [first, second] = [...gateways.values()].map(({ port }) => marketSocket(`http://127.0.0.1:${port}`, { reconnection: false }));
    const pushes = [[], []] as TickerPush[][];
    const books = [[], []] as string[][];
    for (const [i, socket] of [first!, second!].entries()) {
      socket.on('tickers', (push: TickerPush) => pushes[i]!.push(push));
      socket.on('depth', (depth: { symbol: string }) => books[i]!.push(JSON.stringify(depth)));
    }
    await Promise.all([connected(first!), connected(second!)]);
    for (const socket of [first!, second!]) expect(await socket.emitWithAck('subscribe-book', { symbol: 'BTCUSDT' })).toEqual({ ok: true });
    await until(() => pushes.every((list) => list.length >= 5), 'five steps at both gateways');
    // Each gateway tells its own sockets only: no step reaches a client twice through the Redis adapter.
    for (const list of pushes) expect(new Set(list.map(said)).size).toBe(list.length);
    // From the first step both heard, the two lists are the same, step for step.
    const [a, b] = pushes.map((list) => list.map(said)) as [string[], string[]];
    const start = a.findIndex((push) => b.includes(push));
    const common = a.slice(start);
    const fromB = b.slice(b.indexOf(common[0]!));
    const length = Math.min(common.length, fromB.length);
    expect(length).toBeGreaterThanOrEqual(3);
    expect(fromB.slice(0, length)).toEqual(common.slice(0, length));
    // The book: the same snapshots in the same order, after the first both heard.
    await until(() => books.every((list) => list.length >= 3), 'three book snapshots at both gateways');
    const [x, y] = books as [string[], string[]];
    const sharedBooks = x.slice(x.findIndex((book) => y.includes(book)));
    const fromY = y.slice(y.indexOf(sharedBooks[0]!));
    const shared = Math.min(sharedBooks.length, fromY.length);
    expect(shared).toBeGreaterThanOrEqual(2);
    expect(fromY.slice(0, shared)).toEqual(sharedBooks.slice(0, shared));
  }, 60_000);

  it('moves a client whose gateway died to the other one through the edge, where it resyncs over REST', async () => {
    const before = connectionsInto();
    const client = marketSocket(platform!.edgeUrl, { reconnection: true });
    const pushes: TickerPush[] = [];
    const depths: { symbol: string; asks: unknown[] }[] = [];
    let connects = 0;
    client.on('tickers', (push: TickerPush) => pushes.push(push));
    client.on('depth', (depth: { symbol: string; asks: unknown[] }) => depths.push(depth));
    client.on('connect', () => {
      connects += 1;
      // As the app does: the server forgot this socket's subscriptions with its connection.
      client.emit('subscribe-book', { symbol: 'BTCUSDT' });
    });
    await until(() => connects === 1 && depths.length > 0 && pushes.length > 0, 'the first book and step through the edge');
    const after = connectionsInto();
    const [home] = [...gateways.keys()].filter((name) => after.get(name)! > before.get(name)!);
    const other = [...gateways.keys()].find((name) => name !== home)!;
    expect(home).toBeDefined();

    const lastSeq = () => pushes.flat().filter((t) => t.symbol === 'BTCUSDT').at(-1)?.seq ?? 0;
    const seqBefore = lastSeq();
    const [pushesBefore, depthsBefore] = [pushes.length, depths.length];
    process.kill(gateways.get(home!)!.pid, 'SIGKILL');
    await until(() => connects === 2, 'the reconnection through the edge');
    expect(connectionsInto().get(other)!).toBeGreaterThan(after.get(other)!);

    // Pushes missed while it moved are read over REST, as the app does after a reconnection.
    const [list, depth] = await Promise.all(
      ['/api/v1/markets', '/api/v1/markets/BTCUSDT/depth'].map((path) => fetch(`${platform!.edgeUrl}${path}`).then(async (res) => ({ status: res.status, body: (await res.json()) as { data: any } }))),
    );
    expect(list!.status).toBe(200);
    expect(list!.body.data.find((ticker: { symbol: string }) => ticker.symbol === 'BTCUSDT').seq).toBeGreaterThanOrEqual(seqBefore);
    expect(depth!.status).toBe(200);
    expect(depth!.body.data.asks.length).toBeGreaterThan(0);
    // And the live feed goes on from the other gateway: newer steps, the book again.
    await until(() => pushes.length > pushesBefore && lastSeq() > seqBefore && depths.length > depthsBefore, 'steps and the book from the other gateway');
    // The launcher starts the dead gateway again; the other one served meanwhile.
    await until(() => platform!.launcher.output().includes(`${home} is back`), 'the dead gateway started again', 60_000);
  }, 120_000);
});
