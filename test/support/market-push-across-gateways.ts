import { io, type Socket } from 'socket.io-client';
import type { DistributedPlatform } from './distributed';

/**
 * Market push in the distributed profile (the PostgreSQL bus): trading in its own process publishes
 * market data on the bus's live channel, two push gateways hear it and tell their own sockets, nginx
 * in front spreads sockets over them. A client of either gateway sees the same ticks in the same
 * order; a client whose gateway dies reconnects through the edge to the other one and reads the truth
 * again over REST. Run by distributed.int-spec.ts on its platform, last, since it kills a gateway
 * (the launcher starts it again): one start of the ten processes serves both.
 */
export function describeMarketPushAcrossGateways(platformOf: () => DistributedPlatform): void {
  const gateways = new Map<string, { port: number; pid: number }>();
  const sockets: Socket[] = [];
  const edgeUrl = () => platformOf().edgeUrl;

  /** `gateway-1  http://127.0.0.1:PORT  SERVICES=gateway  pid N` in the launcher's table. */
  async function readGateways(output: () => string): Promise<void> {
    await until(() => {
      for (const [, name, port, pid] of output().matchAll(/^\s+(gateway-\d)\s+http:\/\/127\.0\.0\.1:(\d+)\s+SERVICES=gateway\s+pid (\d+)$/gm))
        gateways.set(name!, { port: Number(port), pid: Number(pid) });
      return gateways.size === 2;
    }, `both gateways in the launcher's table:\n${output()}`);
  }

  /**
   * The gateway holding the engine.io session `sid`: asked for it by polling, the gateway that holds it
   * (over a WebSocket) refuses the transport (code 3), the other one does not know it (code 1).
   */
  async function gatewayHolding(sid: string): Promise<string | null> {
    for (const [name, { port }] of gateways) {
      const answer = await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling&sid=${encodeURIComponent(sid)}`).catch(() => null);
      const body = answer ? ((await answer.json().catch(() => null)) as { code?: number } | null) : null;
      if (body && body.code !== 1) return name;
    }
    return null;
  }

  type TickerPush = { symbol: string; seq: number; price: string }[];

  /**
   * A `/market` client as the apps run one: it reconnects by itself, and on every connection (the
   * first and any later one, to whichever gateway) asks for the book again, since a server forgets a
   * socket's rooms with its connection.
   */
  function marketSocket(url: string, book = 'BTCUSDT') {
    // Its own connection (forceNew): socket.io-client otherwise shares one per address, and a
    // connection the server ended for an earlier test's socket (a logout) does not reconnect.
    const socket = io(`${url}/market`, { forceNew: true, transports: ['websocket'], reconnectionDelay: 200, reconnectionDelayMax: 500 });
    sockets.push(socket);
    const client = { socket, connects: 0, subscribed: 0 };
    socket.on('connect', () => {
      client.connects += 1;
      socket
        .timeout(10_000)
        .emitWithAck('subscribe-book', { symbol: book })
        .then((answer: { ok?: boolean }) => answer.ok && (client.subscribed += 1))
        .catch(() => undefined);
    });
    return client;
  }

  async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** What a push says, in a form two lists can be compared by. */
  const said = (push: TickerPush) => JSON.stringify(push.map(({ symbol, seq, price }) => [symbol, seq, price]));

  /** What both lists heard, each in its own order (a client that reconnected missed some in between). */
  const heardByBoth = (a: string[], b: string[]) => [a.filter((item) => b.includes(item)), b.filter((item) => a.includes(item))] as const;

  /** The truth over REST, as the app reads it again after a reconnection. */
  const resync = async () => {
    const [list, depth] = await Promise.all(
      ['/api/v1/markets', '/api/v1/markets/BTCUSDT/depth'].map((path) =>
        fetch(`${edgeUrl()}${path}`).then(async (res) => ({ status: res.status, body: (await res.json()) as { data: any } })),
      ),
    );
    return { list: list!, depth: depth! };
  };

  describe('market push across two gateways', () => {
    beforeAll(() => readGateways(platformOf().launcher.output));
    afterAll(() => {
      for (const socket of sockets) socket.close();
    });

    it('gives clients of both gateways the same ticks and books in the same order', async () => {
      const clients = [...gateways.values()].map(({ port }) => marketSocket(`http://127.0.0.1:${port}`));
      const pushes = [[], []] as string[][];
      const books = [[], []] as string[][];
      for (const [i, { socket }] of clients.entries()) {
        socket.on('tickers', (push: TickerPush) => pushes[i]!.push(said(push)));
        socket.on('depth', (depth: { symbol: string }) => books[i]!.push(JSON.stringify(depth)));
      }
      await until(() => clients.every((client) => client.subscribed > 0), 'both clients in the BTCUSDT book');
      // Three steps and two book snapshots heard at both gateways (one a second, and the book every 5 s at least).
      await until(() => heardByBoth(pushes[0]!, pushes[1]!)[0].length >= 3, 'three steps heard at both gateways', 45_000);
      await until(() => heardByBoth(books[0]!, books[1]!)[0].length >= 2, 'two book snapshots heard at both gateways', 45_000);
      // Each gateway tells its own sockets only: no step reaches a client twice through the Redis adapter.
      for (const list of pushes) expect(new Set(list).size).toBe(list.length);
      // What both heard, they heard in the same order, steps and books alike.
      const [a, b] = heardByBoth(pushes[0]!, pushes[1]!);
      expect(b).toEqual(a);
      const [x, y] = heardByBoth(books[0]!, books[1]!);
      expect(y).toEqual(x);
      // And with no reconnection in between, nothing is missing either: from the first step both heard, step for step.
      if (clients.every((client) => client.connects === 1)) {
        const [fromA, fromB] = pushes.map((list) => list.slice(list.indexOf(a[0]!))) as [string[], string[]];
        const length = Math.min(fromA.length, fromB.length);
        expect(fromB.slice(0, length)).toEqual(fromA.slice(0, length));
      }
      for (const { socket } of clients) socket.close();
    }, 120_000);

    it('moves a client whose gateway died to the other one through the edge, where it resyncs over REST', async () => {
      const client = marketSocket(edgeUrl());
      const pushes: TickerPush[] = [];
      const depths: { symbol: string; asks: unknown[] }[] = [];
      client.socket.on('tickers', (push: TickerPush) => pushes.push(push));
      client.socket.on('depth', (depth: { symbol: string; asks: unknown[] }) => depths.push(depth));
      await until(() => client.subscribed > 0 && depths.length > 0 && pushes.length > 0, 'the first book and step through the edge');
      // The one gateway nginx put this client on (sticky by address).
      const home = await gatewayHolding(client.socket.io.engine.id);
      expect(home).not.toBeNull();
      const other = [...gateways.keys()].find((name) => name !== home)!;

      const lastSeq = () => pushes.flat().filter((t) => t.symbol === 'BTCUSDT').at(-1)?.seq ?? 0;
      const seqBefore = lastSeq();
      const [pushesBefore, depthsBefore, connectsBefore] = [pushes.length, depths.length, client.connects];
      process.kill(gateways.get(home!)!.pid, 'SIGKILL');
      await until(() => client.connects > connectsBefore && client.subscribed > connectsBefore, 'the reconnection through the edge, in the book again');
      // The launcher waits 2 s before it starts a dead gateway again: the client is on the other one.
      expect(await gatewayHolding(client.socket.io.engine.id)).toBe(other);

      // Pushes missed while it moved are read over REST, as the app does after a reconnection.
      const { list, depth } = await resync();
      expect(list.status).toBe(200);
      expect(list.body.data.find((ticker: { symbol: string }) => ticker.symbol === 'BTCUSDT').seq).toBeGreaterThanOrEqual(seqBefore);
      expect(depth.status).toBe(200);
      expect(depth.body.data.asks.length).toBeGreaterThan(0);
      // And the live feed goes on from the other gateway: newer steps, the book again.
      await until(() => pushes.length > pushesBefore && lastSeq() > seqBefore && depths.length > depthsBefore, 'steps and the book from the other gateway');
      // The launcher starts the dead gateway again; the other one served meanwhile.
      await until(() => platformOf().launcher.output().includes(`${home} is back`), 'the dead gateway started again', 90_000);
    }, 180_000);
  });
}
