import { WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Namespace } from 'socket.io';

/**
 * `/market`: public market data. Clients connect from every screen, so the app's header can show
 * when the push connection drops; tickers, depth, trades and candles arrive with the market feed.
 */
@WebSocketGateway({ namespace: '/market', cors: { origin: true } })
export class MarketGateway {
  @WebSocketServer() namespace!: Namespace;

  broadcast(event: string, payload: unknown): void {
    this.namespace.emit(event, payload);
  }
}
