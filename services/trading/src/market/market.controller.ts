import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, AppError, IdempotencyInterceptor, PathKeyPipe, silent } from '@meridian/http';
import { isPeriod } from './candles.query';
import { instrumentOf } from './instruments';
import { MarketDataService } from './market-data.service';
import { CandlesQueryDto } from './market-queries.request.dto';
import { CandleResponseDto, TickerResponseDto } from './market.response.dto';

/** Public market data: every instrument with its live price, and candles of every period. */
@ApiTags('markets')
@Controller()
export class MarketController {
  constructor(private readonly market: MarketDataService) {}

  @Get('web/getCurrencyAll')
  @ApiEnvelope(TickerResponseDto, { array: true })
  @UseInterceptors(IdempotencyInterceptor)
  currencyAll() {
    return silent(this.market.tickers());
  }

  @Get('api/v1/markets')
  @ApiEnvelope(TickerResponseDto, { array: true })
  markets() {
    return silent(this.market.tickers());
  }

  @Get('api/v1/markets/:symbol/candles')
  @ApiEnvelope(CandleResponseDto, { array: true })
  async candles(@Param('symbol', new PathKeyPipe()) symbol: string, @Query() query: CandlesQueryDto) {
    if (!instrumentOf(symbol)) throw new AppError('request.notFound', 404, 404);
    const period = query.period ?? '1m';
    if (!isPeriod(period)) throw AppError.badInput('field.invalid', { field: 'period' });
    const count = Math.min(1000, Math.max(1, Number.parseInt(query.limit ?? '300', 10) || 300));
    return silent(await this.market.candles(symbol, period, count));
  }
}
