import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CustomerPushConsumer } from './customer-push.consumer';
import { MarketGateway, TickersPusher } from './market.gateway';
import { PrivateGateway } from './private.gateway';
import { SpotPusher } from './spot-pusher';

@Module({
  imports: [CqrsModule],
  providers: [PrivateGateway, MarketGateway, TickersPusher, CustomerPushConsumer, SpotPusher],
  exports: [PrivateGateway, MarketGateway],
})
export class PushModule {}
