import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import * as ws from 'ws';
import { broadcastFrame, textFrame } from './frame-broadcast';

/** ws's own framing (Sender.frame, which socket.io's adapter uses too), untyped in @types/ws. */
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: Record<string, unknown>): Buffer[] } };

describe('textFrame', () => {
  it.each([0, 125, 126, 65_535, 65_536])('frames %i bytes as ws frames them', (length) => {
    const payload = Buffer.alloc(length, 'a');
    const expected = Buffer.concat(Sender.frame(payload, { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: true }));
    expect(textFrame(payload).equals(expected)).toBe(true);
  });
});

describe('broadcastFrame', () => {
  let http: HttpServer;
  let server: Server;
  let url: string;
  const clients: ClientSocket[] = [];

  beforeAll(async () => {
    http = createServer();
    server = new Server(http);
    server.of('/market').on('connection', (socket) => {
      socket.on('join', async (room: string, ack: () => void) => {
        await socket.join(room);
        ack();
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/market`;
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const connect = async (transports: ('websocket' | 'polling')[]) => {
    const client = io(url, { transports, reconnection: false });
    clients.push(client);
    await new Promise<void>((resolve, reject) => client.once('connect', resolve).once('connect_error', reject));
    return client;
  };

  const next = (client: ClientSocket, event: string) => new Promise<unknown>((resolve) => client.once(event, resolve));

  it('gives every socket of the namespace the same event, on WebSocket and on long-polling alike', async () => {
    const [ws, polling] = await Promise.all([connect(['websocket']), connect(['polling'])]);
    const payload = [{ symbol: 'BTCUSDT', price: '65000.10', note: 'ünïcode €' }];
    const heard = Promise.all([next(ws, 'tickers'), next(polling, 'tickers')]);
    broadcastFrame(server.of('/market'), 'tickers', payload);
    expect(await heard).toEqual([payload, payload]);
  });

  it('keeps the order of what a socket was sent before, and reaches only the room it names', async () => {
    const [inside, outside] = await Promise.all([connect(['websocket']), connect(['websocket'])]);
    await inside.emitWithAck('join', 'book:BTCUSDT');
    const seen: unknown[] = [];
    const strays: unknown[] = [];
    inside.onAny((event: string, body: unknown) => seen.push([event, body]));
    outside.on('depth', (body: unknown) => strays.push(body));
    const namespace = server.of('/market');
    const socket = namespace.sockets.get(inside.id!)!;
    const done = next(inside, 'trades');
    // socket.io's own emits, then ours, then socket.io's again, in one turn of the loop.
    socket.emit('depth', { n: 1 });
    broadcastFrame(namespace, 'depth', { n: 2 }, 'book:BTCUSDT');
    socket.emit('depth', { n: 3 });
    broadcastFrame(namespace, 'trades', { n: 4 }, 'book:BTCUSDT');
    await done;
    expect(seen).toEqual([
      ['depth', { n: 1 }],
      ['depth', { n: 2 }],
      ['depth', { n: 3 }],
      ['trades', { n: 4 }],
    ]);
    expect(strays).toEqual([]);
  });

  it('does nothing for a room nobody is in', () => {
    expect(() => broadcastFrame(server.of('/market'), 'depth', {}, 'book:NOBODY')).not.toThrow();
  });
});
