import type { Namespace, Socket } from 'socket.io';

/** socket.io-parser's EVENT packet type. */
const EVENT = 2;

/** The slice of a ws WebSocket's sender engine.io itself writes pre-encoded frames through. */
interface FrameSender {
  sendFrame(list: Buffer[], cb?: (error?: Error) => void): void;
}

/** The slice of an engine.io connection (socket.conn) a frame is written past. */
interface EngineConnection {
  readyState: string;
  writeBuffer?: unknown[];
  transport: { name: string; writable: boolean; perMessageDeflate?: unknown; socket?: { _sender?: Partial<FrameSender> } };
  write(data: string, options?: { wsPreEncodedFrame?: Buffer[] }): unknown;
}

/** A WebSocket text frame (FIN, unmasked, as a server sends) around `payload`, header and body in one buffer. */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/**
 * Sends one event to this process's sockets of the namespace (or of one room in it), encoding it
 * once: the socket.io packet, its engine.io message and its WebSocket frame are built a single time
 * and the same bytes are written to every socket. A socket on the WebSocket transport with nothing
 * queued in engine.io gets the frame straight from its sender (in one write, where socket.io's own
 * broadcast still goes through engine.io's packet, flush and drain steps per socket and writes the
 * header and the body apart); one on long-polling or with packets waiting takes engine.io's path with
 * the same pre-encoded frame, so nothing overtakes what it already has queued. Only where this
 * process's sockets are concerned, like `namespace.local`: every gateway hears every message itself.
 */
export function broadcastFrame(namespace: Namespace, event: string, payload: unknown, room?: string): void {
  const ids = room === undefined ? namespace.sockets.keys() : namespace.adapter.rooms.get(room)?.values();
  if (!ids) return;
  const encoded = namespace.server.encoder.encode({ type: EVENT, nsp: namespace.name, data: [event, payload] }) as unknown[];
  // Binary attachments (several parts) are socket.io's business; market data is plain JSON.
  if (encoded.length !== 1 || typeof encoded[0] !== 'string') {
    (room === undefined ? namespace.local : namespace.local.to(room)).emit(event, payload);
    return;
  }
  // "4": the engine.io message packet the socket.io packet travels in.
  const message = `4${encoded[0]}`;
  const frame = [textFrame(Buffer.from(message))];
  const packet = encoded[0];
  for (const id of ids) {
    const socket: Socket | undefined = namespace.sockets.get(id);
    if (!socket) continue;
    const connection = socket.conn as unknown as EngineConnection;
    const { transport } = connection;
    const sender = transport.socket?._sender;
    if (
      connection.readyState === 'open' &&
      transport.name === 'websocket' &&
      transport.writable &&
      !transport.perMessageDeflate &&
      connection.writeBuffer?.length === 0 &&
      typeof sender?.sendFrame === 'function'
    ) {
      sender.sendFrame(frame);
    } else {
      // engine.io's own way, which keeps its queue's order: the string for long-polling, the frame for a WebSocket.
      connection.write(packet, { wsPreEncodedFrame: frame });
    }
  }
}
