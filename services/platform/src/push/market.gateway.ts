import { Logger, Optional } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { isPeriod, instrumentOf, MarketDataService, SpotCoreService, TickersUpdated } from '@meridian/trading';

const candleRoom = (symbol: string, period: string) => `candle:${symbol}:${period}`;
export const bookRoom = (symbol: string) => `book:${symbol}`;
const DEPTH_LEVELS = 20;

/**
 * `/market`: public market data. Every client gets `tickers` once a second (the moving fields of the
 * markets that changed; the list itself comes over HTTP); a client that
 * subscribes to a symbol and period also gets that symbol's current `candle` as it changes; one that
 * subscribes to a spot book gets its `depth` (top 20 levels) and new `trades`.
 */
@WebSocketGateway({ namespace: '/market', cors: { origin: true } })
export class MarketGateway {
  private readonly logger = new Logger('market-push');

  @WebSocketServer() namespace!: Namespace;

  constructor(
    @Optional() private readonly market?: MarketDataService,
    @Optional() private readonly spot?: SpotCoreService,
  ) {}

  @SubscribeMessage('subscribe-book')
  async subscribeBook(@ConnectedSocket() socket: Socket, @MessageBody() body: { symbol?: string }) {
    const symbol = body?.symbol;
    if (!this.spot || !symbol || !instrumentOf(symbol)?.spot) return { ok: false };
    await socket.join(bookRoom(symbol));
    socket.emit('depth', this.depth(symbol));
    return { ok: true };
  }

  @SubscribeMessage('unsubscribe-book')
  async unsubscribeBook(@ConnectedSocket() socket: Socket, @MessageBody() body: { symbol?: string }) {
    if (body?.symbol) await socket.leave(bookRoom(body.symbol));
    return { ok: true };
  }

  depth(symbol: string) {
    return { symbol, ...this.spot!.state.depth(symbol, DEPTH_LEVELS), at: new Date().toISOString() };
  }

  emitToBook(symbol: string, event: string, payload: unknown): void {
    if (this.namespace) this.namespace.to(bookRoom(symbol)).emit(event, payload);
  }

  hasBookSubscribers(symbol: string): boolean {
    return (this.namespace?.adapter.rooms.get(bookRoom(symbol))?.size ?? 0) > 0;
  }

  @SubscribeMessage('subscribe')
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: { symbol?: string; period?: string }) {
    if (!body || !instrumentOf(body.symbol ?? '') || !isPeriod(body.period)) return { ok: false };
    await socket.join(candleRoom(body.symbol!, body.period!));
    return { ok: true };
  }

  @SubscribeMessage('unsubscribe')
  async unsubscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: { symbol?: string; period?: string }) {
    if (body?.symbol && body.period) await socket.leave(candleRoom(body.symbol, body.period));
    return { ok: true };
  }

  async publish(update: TickersUpdated): Promise<void> {
    if (!this.namespace) return;
    if (update.updates.length > 0) this.namespace.emit('tickers', update.updates);
    if (!this.market) return;
    const moved = new Set(update.ticks.map((tick) => tick.symbol));
    for (const room of this.namespace.adapter.rooms.keys()) {
      if (!room.startsWith('candle:')) continue;
      const [, symbol, period] = room.split(':') as [string, string, string];
      if (!moved.has(symbol) || !isPeriod(period)) continue;
      try {
        const [candle] = (await this.market.candles(symbol, period, 1)).slice(-1);
        if (candle) this.namespace.to(room).emit('candle', { symbol, period, candle });
      } catch (error) {
        this.logger.warn(`candle push for ${room} failed: ${(error as Error).message}`);
      }
    }
  }
}

@EventsHandler(TickersUpdated)
export class TickersPusher implements IEventHandler<TickersUpdated> {
  constructor(private readonly gateway: MarketGateway) {}

  handle(update: TickersUpdated): void {
    void this.gateway.publish(update);
  }
}
