import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FundingPusher } from './funding-pusher';
import { MarketGateway } from './market.gateway';
import { PrivateGateway, SessionEndPusher } from './private.gateway';

@Module({
  imports: [CqrsModule],
  providers: [PrivateGateway, MarketGateway, SessionEndPusher, FundingPusher],
  exports: [PrivateGateway, MarketGateway],
})
export class PushModule {}
