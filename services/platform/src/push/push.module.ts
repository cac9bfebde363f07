import { Module } from '@nestjs/common';
import { CustomerPushConsumer } from './customer-push.consumer';
import { LegacyMarketSocket } from './legacy-market.socket';
import { MarketFeed } from './market-feed';
import { MarketGateway } from './market.gateway';
import { PrivateGateway } from './private.gateway';

/**
 * The push gateway: socket.io `/market` and `/private` and the legacy `/ws`. Everything it pushes it
 * hears over the bus (market data on the live channel, customers' updates through the outbox), so it
 * runs beside the services or in processes of its own, as many as the edge spreads sockets over.
 */
@Module({
  providers: [PrivateGateway, MarketFeed, MarketGateway, LegacyMarketSocket, CustomerPushConsumer],
  exports: [PrivateGateway, MarketGateway, MarketFeed],
})
export class PushModule {}
