import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { MarketDataService } from '@meridian/trading';

/**
 * The specification's raw market WebSocket at `/ws`: the client sends `{main_type: 1, time}` on open
 * and every 20 s; each one is answered with the full currency list. Other upgrade paths (socket.io)
 * are left alone.
 */
export function attachLegacyMarketSocket(server: Server, market: MarketDataService): () => Promise<void> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://edge').pathname !== '/ws') return;
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  wss.on('connection', (ws: WebSocket) => {
    ws.on('message', (raw) => {
      let message: { main_type?: unknown };
      try {
        message = JSON.parse(String(raw)) as { main_type?: unknown };
      } catch {
        ws.send(JSON.stringify({ code: 1, message: 'The request body is not valid JSON' }));
        return;
      }
      if (message.main_type === 1) ws.send(JSON.stringify({ main_type: 1, time: Date.now(), data: market.tickers() }));
    });
  });
  return () =>
    new Promise((resolve) => {
      for (const client of wss.clients) client.terminate();
      wss.close(() => resolve());
    });
}
