import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import {
  isMarketPeriod,
  type MarketCandlesUpdatedV1,
  type MarketDepthChangedV1,
  type MarketTickersUpdatedV1,
  type MarketTradesExecutedV1,
} from '@meridian/contracts';
import { broadcastFrame } from './frame-broadcast';
import { MarketFeed, type MarketFeedSink } from './market-feed';

const candleRoom = (symbol: string, period: string) => `candle:${symbol}:${period}`;
export const bookRoom = (symbol: string) => `book:${symbol}`;

/** A book's depth as the apps receive it (the contract's sequence stays with the gateway). */
const depthPush = ({ symbol, bids, asks, at }: MarketDepthChangedV1) => ({ symbol, bids, asks, at });

/**
 * `/market`: public market data, from what trading publishes (MarketFeed), never from the trading
 * core. Every client gets `tickers` once a second (the moving fields of the markets that changed; the
 * list itself comes over HTTP); a client that subscribes to a symbol and period also gets that
 * symbol's current `candle` as it changes; one that subscribes to a spot book gets its `depth` (top 20
 * levels; at once when this gateway has heard it) and new `trades`. Every gateway process hears every
 * message itself, so each emits to its own sockets only (`local`): with the Redis adapter a plain emit
 * would reach the sockets of the other gateways too, twice over. Each push is encoded once and the
 * same frame written to every socket it goes to (frame-broadcast.ts).
 */
@WebSocketGateway({ namespace: '/market', cors: { origin: true } })
export class MarketGateway implements MarketFeedSink {
  @WebSocketServer() namespace!: Namespace;

  constructor(private readonly feed: MarketFeed) {
    feed.attach(this);
  }

  @SubscribeMessage('subscribe-book')
  async subscribeBook(@ConnectedSocket() socket: Socket, @MessageBody() body: { symbol?: unknown }) {
    const symbol = body?.symbol;
    if (typeof symbol !== 'string' || !this.feed.isSpotBook(symbol)) return { ok: false };
    await socket.join(bookRoom(symbol));
    const depth = this.feed.depthOf(symbol);
    if (depth) socket.emit('depth', depthPush(depth));
    return { ok: true };
  }

  @SubscribeMessage('unsubscribe-book')
  async unsubscribeBook(@ConnectedSocket() socket: Socket, @MessageBody() body: { symbol?: unknown }) {
    if (typeof body?.symbol === 'string') await socket.leave(bookRoom(body.symbol));
    return { ok: true };
  }

  @SubscribeMessage('subscribe')
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: { symbol?: unknown; period?: unknown }) {
    const { symbol, period } = body ?? {};
    if (typeof symbol !== 'string' || !this.feed.knows(symbol) || !isMarketPeriod(period)) return { ok: false };
    await socket.join(candleRoom(symbol, period));
    return { ok: true };
  }

  @SubscribeMessage('unsubscribe')
  async unsubscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: { symbol?: unknown; period?: unknown }) {
    if (typeof body?.symbol === 'string' && typeof body.period === 'string') await socket.leave(candleRoom(body.symbol, body.period));
    return { ok: true };
  }

  tickers({ updates }: MarketTickersUpdatedV1): void {
    if (this.namespace && updates.length > 0) broadcastFrame(this.namespace, 'tickers', updates);
  }

  depth(data: MarketDepthChangedV1): void {
    this.toRoom(bookRoom(data.symbol), 'depth', depthPush(data));
  }

  trades({ symbol, items }: MarketTradesExecutedV1): void {
    this.toRoom(bookRoom(symbol), 'trades', { symbol, items });
  }

  candles({ symbol, candles }: MarketCandlesUpdatedV1): void {
    for (const { period, candle } of candles) this.toRoom(candleRoom(symbol, period), 'candle', { symbol, period, candle });
  }

  private toRoom(room: string, event: string, payload: unknown): void {
    if (this.namespace?.adapter.rooms.has(room)) broadcastFrame(this.namespace, event, payload, room);
  }
}
