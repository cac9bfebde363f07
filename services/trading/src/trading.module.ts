import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { InstrumentsAdminController } from './market/instruments-admin.controller';
import { MarketController } from './market/market.controller';
import { MarketDataService } from './market/market-data.service';

/**
 * Trading: instruments, the price feed, candles; the matching core joins it next. Global so the
 * gateway's push finds the market data when both run in one process.
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [MarketController, InstrumentsAdminController],
  providers: [MarketDataService],
  exports: [MarketDataService],
})
export class TradingModule {}
