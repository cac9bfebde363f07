import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FundingPusher } from './funding-pusher';
import { MarketGateway, TickersPusher } from './market.gateway';
import { PrivateGateway, SessionEndPusher } from './private.gateway';
import { SpotPusher } from './spot-pusher';

@Module({
  imports: [CqrsModule],
  providers: [PrivateGateway, MarketGateway, TickersPusher, SessionEndPusher, FundingPusher, SpotPusher],
  exports: [PrivateGateway, MarketGateway],
})
export class PushModule {}
