import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, GroupCommitIdempotencyInterceptor, IdempotencyInterceptor, PathKeyPipe, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SpotOrderDesk } from './order-entry/spot-order-desk';
import { SpotOcoRequestDto, SpotOrderRequestDto } from './order-entry/spot-order.request.dto';
import { DepthResponseDto, MyTradeResponseDto, SpotOcoResponseDto, PublicTradeResponseDto, SpotBalanceResponseDto, SpotOrderResponseDto } from './order-entry/spot-order.response.dto';
import { SpotHistoryQueryDto, SpotOrdersQueryDto, SpotPublicQueryDto } from './order-entry/spot-queries.dto';
import { SpotTradingService } from './spot-trading.service';

const silent = <T>(data: T) => envelope(data, '', 7);

const REQUEST_ID = { name: 'Idempotency-Key', required: false, description: 'the same key with the same body answers the first answer again' };

/**
 * Spot markets: public book and trades, and the customer's orders, fills and spot balances. Placing and
 * cancelling with a JSON body is usually answered by the order gateway (`SpotOrderDesk.directRoutes`)
 * before Express sees it; these routes answer the rest, the same way.
 */
@ApiTags('spot')
@Controller('api/v1')
export class SpotController {
  constructor(
    private readonly spot: SpotTradingService,
    private readonly desk: SpotOrderDesk,
  ) {}

  @Get('spot/markets')
  markets() {
    return silent({ items: this.spot.markets() });
  }

  @Get('markets/:symbol/depth')
  @ApiEnvelope(DepthResponseDto)
  depth(@Param('symbol', new PathKeyPipe()) symbol: string, @Query() query: SpotPublicQueryDto) {
    return silent(this.spot.depth(symbol.toUpperCase(), query.levels));
  }

  @Get('markets/:symbol/trades')
  @ApiEnvelope(PublicTradeResponseDto, { list: true })
  async trades(@Param('symbol', new PathKeyPipe()) symbol: string, @Query() query: SpotPublicQueryDto) {
    return silent({ items: await this.spot.publicTrades(symbol.toUpperCase(), query.limit) });
  }

  @Get('spot/balances')
  @ApiEnvelope(SpotBalanceResponseDto, { list: true })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  balances(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: this.spot.balances(customer.customerId) });
  }

  @Post('spot/orders')
  @ApiEnvelope(SpotOrderResponseDto, { status: 201 })
  @ApiHeader(REQUEST_ID)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async place(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: SpotOrderRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return this.desk.place(customer.customerId, body, ctx, claim);
  }

  @Post('spot/orders/oco')
  @ApiEnvelope(SpotOcoResponseDto, { status: 201 })
  @ApiHeader(REQUEST_ID)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(IdempotencyInterceptor)
  async placeOco(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: SpotOcoRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.spot.placeOco(customer.customerId, body, ctx.requestId), translate(ctx.lang, 'ok.orderPlaced'), 0);
  }

  @Delete('spot/orders/:id')
  @ApiEnvelope(SpotOrderResponseDto)
  @ApiHeader(REQUEST_ID)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async cancel(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return this.desk.cancel(customer.customerId, id, ctx, claim);
  }

  @Get('spot/orders')
  @ApiEnvelope(SpotOrderResponseDto, { list: true })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async orders(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: SpotOrdersQueryDto) {
    return silent({ items: await this.spot.orders(customer.customerId, filter) });
  }

  @Get('spot/trades')
  @ApiEnvelope(MyTradeResponseDto, { list: true })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async myTrades(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: SpotHistoryQueryDto) {
    return silent({ items: await this.spot.myTrades(customer.customerId, filter) });
  }
}
