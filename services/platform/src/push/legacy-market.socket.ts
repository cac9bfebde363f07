import type { Server } from 'node:http';
import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { WebSocketServer, type WebSocket } from 'ws';
import { MarketFeed } from './market-feed';

/** Whatever answers the full currency list. */
export interface MarketList {
  tickers(): readonly unknown[];
}

/**
 * The specification's raw market WebSocket at `/ws`: the client sends `{main_type: 1, time}` on open
 * and every 20 s; each one is answered with the full currency list. Other upgrade paths (socket.io)
 * are left alone. The push gateway attaches it to its HTTP server when it starts, answering from the
 * list trading publishes (LegacyMarketSocket below).
 */
function attachLegacyMarketSocket(server: Server, market: MarketList): () => Promise<void> {
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
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= new Promise<void>((resolve) => {
      for (const client of wss.clients) client.terminate();
      wss.close(() => resolve());
    }));
  return stop;
}

/** Serves `/ws` on this process's HTTP server from the published market list. */
@Injectable()
export class LegacyMarketSocket implements OnApplicationBootstrap, OnModuleDestroy {
  private stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly host: HttpAdapterHost,
    private readonly feed: MarketFeed,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.host.httpAdapter?.getHttpServer() as Server | undefined;
    if (server) this.stop = attachLegacyMarketSocket(server, this.feed);
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop?.();
  }
}
