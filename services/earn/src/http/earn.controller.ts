import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, IdempotencyInterceptor, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import { CLOCK, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { EarnOrdersQuery } from '../orders/earn-orders.query';
import { PayoutCover } from '../orders/payout-cover';
import { EarnProductsQuery } from '../products/earn-products.query';
import { PurchaseEarnCommand, type PlacedEarnOrder } from '../use-cases/purchase/purchase-earn.handler';
import { PurchaseEarnRequestDto } from '../use-cases/purchase/purchase-earn.request.dto';
import { RequestRedemptionCommand } from '../use-cases/redeem/request-redemption.handler';
import { EarnCoverResponseDto, EarnOrderDetailResponseDto, EarnOrderResponseDto, EarnProductResponseDto } from './earn.response.dto';

export class EarnProductsQueryDto {
  @ApiPropertyOptional({ enum: ['custody', 'vip', 'etf'] })
  @IsOptional()
  @IsIn(['custody', 'vip', 'etf'])
  kind?: 'custody' | 'vip' | 'etf';
}

const silent = <T>(data: T) => envelope(data, '', 7);

/** Earn (docs/earn.md): the products on offer, purchases, the customer's orders and early redemption. */
@ApiTags('earn')
@Controller('api/v1/earn')
export class EarnController {
  constructor(
    private readonly commands: CommandBus,
    private readonly products: EarnProductsQuery,
    private readonly orders: EarnOrdersQuery,
    private readonly payoutCover: PayoutCover,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Open to anyone: every rule before the customer commits, and today's rate. */
  @Get('products')
  @ApiEnvelope(EarnProductResponseDto, { list: true })
  async list(@Query() query: EarnProductsQueryDto) {
    const today = this.clock.now().toISOString().slice(0, 10);
    const offered = (await this.products.all()).filter((product) => !query.kind || product.kind === query.kind);
    const cover = await this.payoutCover.state();
    const items = await Promise.all(
      offered.map(async (product) => ({
        ...product,
        minVipLevel: product.minVipLevel ?? 0,
        todayRate: (await this.products.rateFor(product.productId, today)) ?? product.dailyRateMin,
        // Closed to new orders while the payout account cannot cover even the smallest one's yield.
        payoutsFunded: PayoutCover.covers(cover, product.minAmount, product),
      })),
    );
    return silent({ items });
  }

  /** Open to anyone: what the live orders may cost the payout account (its balance: GET /api/v1/reserves). */
  @Get('cover')
  @ApiEnvelope(EarnCoverResponseDto)
  async cover() {
    const { ordersInCustody, dailyYieldsAtMost, yieldsToMaturityAtMost } = await this.orders.liabilities();
    return silent({ ordersInCustody, dailyYieldsAtMost, yieldsToMaturityAtMost });
  }

  @Post('orders')
  @ApiEnvelope(EarnOrderDetailResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(IdempotencyInterceptor)
  @ApiOperation({ summary: 'Buy a product: the principal is held in the funding wallet (status funding, then in_custody or failed)' })
  async purchase(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: PurchaseEarnRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    // The answer is recorded under the request id with the order's events, in their transaction (a retry after a crash gets it).
    const send = (order: PlacedEarnOrder) => envelope(order, translate(ctx.lang, 'ok.earnPurchased'), 1);
    return send(await this.commands.execute(new PurchaseEarnCommand(customer, body, claim ? { claim, httpStatus: 201, body: send } : undefined)));
  }

  @Get('orders')
  @ApiEnvelope(EarnOrderResponseDto, { list: true })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: await this.orders.mine(customer.customerId) });
  }

  @Get('orders/:id')
  @ApiEnvelope(EarnOrderDetailResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async one(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return silent(await this.orders.one(id, customer.customerId));
  }

  @Post('orders/:id/redeem')
  @ApiEnvelope(EarnOrderDetailResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(IdempotencyInterceptor)
  @ApiOperation({ summary: 'Ask to redeem early at the quoted penalty; staff review it' })
  async redeem(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new RequestRedemptionCommand(customer, id, ctx.requestId)), translate(ctx.lang, 'ok.earnRedemptionRequested'), 1);
  }
}
