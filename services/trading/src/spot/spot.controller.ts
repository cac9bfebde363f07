import { Body, Controller, Delete, Get, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Claimed, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, GroupCommitIdempotencyInterceptor, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import type { SpotOrderView } from './spot-core.types';
import { SpotTradingService, type PlaceOrderInput } from './spot-trading.service';

const silent = <T>(data: T) => envelope(data, '', 7);

/** Spot markets: public book and trades, and the customer's orders, fills and spot balances. */
@ApiTags('spot')
@Controller('api/v1')
export class SpotController {
  constructor(private readonly spot: SpotTradingService) {}

  @Get('spot/markets')
  markets() {
    return silent({ items: this.spot.markets() });
  }

  @Get('markets/:symbol/depth')
  depth(@Param('symbol') symbol: string, @Query('levels') levels?: string) {
    return silent(this.spot.depth(symbol.toUpperCase(), levels));
  }

  @Get('markets/:symbol/trades')
  async trades(@Param('symbol') symbol: string, @Query('limit') limit?: string) {
    return silent({ items: await this.spot.publicTrades(symbol.toUpperCase(), limit) });
  }

  @Get('spot/balances')
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  balances(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: this.spot.balances(customer.customerId) });
  }

  @Post('spot/orders')
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async place(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: PlaceOrderInput, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    const answer = (order: SpotOrderView) => envelope(order, translate(ctx.lang, 'ok.orderPlaced'), 0);
    return answer(await this.spot.place(customer.customerId, body ?? {}, ctx.requestId, claim ? { claim, httpStatus: 201, answer } : undefined));
  }

  @Delete('spot/orders/:id')
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async cancel(@CurrentCustomer() customer: CustomerPrincipal, @Param('id') id: string, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    const answer = (order: SpotOrderView) => envelope(order, translate(ctx.lang, 'ok.orderCancelled'), 0);
    return answer(await this.spot.cancel(customer.customerId, id, ctx.requestId, claim ? { claim, httpStatus: 200, answer } : undefined));
  }

  @Get('spot/orders')
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async orders(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: { status?: string; symbol?: string; limit?: string }) {
    return silent({ items: await this.spot.orders(customer.customerId, filter) });
  }

  @Get('spot/trades')
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async myTrades(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: { symbol?: string; limit?: string }) {
    return silent({ items: await this.spot.myTrades(customer.customerId, filter) });
  }
}
