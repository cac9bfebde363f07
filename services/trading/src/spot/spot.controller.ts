import { Body, Controller, Delete, Get, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { Claimed, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, GroupCommitIdempotencyInterceptor, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SpotOrderDesk } from './spot-order-desk';
import { SpotTradingService, type PlaceOrderInput } from './spot-trading.service';

const silent = <T>(data: T) => envelope(data, '', 7);

const DECIMAL: SchemaObject = { type: 'string', pattern: '^\\d+(\\.\\d+)?$' };
const ORDER_BODY: SchemaObject = {
  type: 'object',
  required: ['symbol', 'side', 'type'],
  properties: {
    symbol: { type: 'string', example: 'BTCUSDT' },
    side: { type: 'string', enum: ['buy', 'sell'] },
    type: { type: 'string', enum: ['limit', 'market'] },
    price: { ...DECIMAL, description: 'limit orders: a multiple of the tick size', example: '65000.00' },
    quantity: { ...DECIMAL, description: 'a multiple of the lot step; limit orders, market sells, market buys by quantity', example: '0.0100' },
    quoteAmount: { ...DECIMAL, description: 'market buys only: the most USDT to spend', example: '100' },
  },
};
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
  @ApiBody({ schema: ORDER_BODY })
  @ApiHeader(REQUEST_ID)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async place(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: PlaceOrderInput, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return this.desk.place(customer.customerId, body ?? {}, ctx, claim);
  }

  @Delete('spot/orders/:id')
  @ApiHeader(REQUEST_ID)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async cancel(@CurrentCustomer() customer: CustomerPrincipal, @Param('id') id: string, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return this.desk.cancel(customer.customerId, id, ctx, claim);
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
