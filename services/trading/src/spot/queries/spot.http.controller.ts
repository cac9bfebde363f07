import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, CurrentCustomer, CustomerRoute, PathKeyPipe, silent } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import { SpotAccountQuery } from './spot-account.query';
import { SpotHistoryQueryDto, SpotOrdersQueryDto } from './spot-account.request.dto';
import { MyTradeResponseDto, SpotBalanceResponseDto } from './spot-account.response.dto';
import { SpotMarketDataQuery } from './spot-market-data.query';
import { SpotPublicQueryDto } from './spot-market-data.request.dto';
import { DepthResponseDto, PublicTradeResponseDto } from './spot-market-data.response.dto';
import { SpotOrderResponseDto } from './spot-order.response.dto';

/**
 * The spot reads: public markets, books and trades, and the customer's own balances, orders and fills.
 * What changes something has its own folder (`place-order/`, `place-oco-order/`, `cancel-order/`).
 */
@ApiTags('spot')
@Controller('api/v1')
export class SpotController {
  constructor(
    private readonly marketData: SpotMarketDataQuery,
    private readonly account: SpotAccountQuery,
  ) {}

  @Get('spot/markets')
  markets() {
    return silent({ items: this.marketData.markets() });
  }

  @Get('markets/:symbol/depth')
  @ApiEnvelope(DepthResponseDto)
  depth(@Param('symbol', new PathKeyPipe()) symbol: string, @Query() query: SpotPublicQueryDto) {
    return silent(this.marketData.depth(symbol.toUpperCase(), query.levels));
  }

  @Get('markets/:symbol/trades')
  @ApiEnvelope(PublicTradeResponseDto, { list: true })
  async trades(@Param('symbol', new PathKeyPipe()) symbol: string, @Query() query: SpotPublicQueryDto) {
    return silent({ items: await this.marketData.publicTrades(symbol.toUpperCase(), query.limit) });
  }

  @Get('spot/balances')
  @ApiEnvelope(SpotBalanceResponseDto, { list: true })
  @CustomerRoute()
  balances(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: this.account.balances(customer.customerId) });
  }

  @Get('spot/orders')
  @ApiEnvelope(SpotOrderResponseDto, { list: true })
  @CustomerRoute()
  async orders(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: SpotOrdersQueryDto) {
    return silent({ items: await this.account.orders(customer.customerId, filter) });
  }

  @Get('spot/trades')
  @ApiEnvelope(MyTradeResponseDto, { list: true })
  @CustomerRoute()
  async myTrades(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: SpotHistoryQueryDto) {
    return silent({ items: await this.account.myTrades(customer.customerId, filter) });
  }
}
