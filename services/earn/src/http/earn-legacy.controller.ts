import { Body, Controller, Get, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { Claimed, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, IdempotencyInterceptor, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import { ASSETS, Money } from '@meridian/money';
import type { CustomerPrincipal } from '@meridian/runtime';
import { EarnOrdersQuery } from '../orders/earn-orders.query';
import { EarnProductsQuery } from '../products/earn-products.query';
import { PurchaseEarnCommand, type PlacedEarnOrder } from '../use-cases/purchase/purchase-earn.handler';
import { PurchaseEarnRequestDto } from '../use-cases/purchase/purchase-earn.request.dto';
import { RequestRedemptionCommand } from '../use-cases/redeem/request-redemption.handler';

export class LegacyEarnOrderDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'earn.notFound' }) id!: string;
}


/**
 * The specification's legacy earn calls, answering the same handlers in the envelope:
 * `web/getProfitTotal`, `web/getProfitList`, `web/getProfitInfo`, `web/buyProfit`, `web/sellProfit`.
 */
@ApiTags('legacy')
@Controller('web')
@UseGuards(CustomerAuthGuard)
@UseInterceptors(IdempotencyInterceptor)
export class EarnLegacyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly orders: EarnOrdersQuery,
    private readonly products: EarnProductsQuery,
  ) {}

  /** The customer's custody totals: principal in custody, earned in all, orders by state. */
  @Get('getProfitTotal')
  async total(@CurrentCustomer() customer: CustomerPrincipal) {
    const mine = await this.orders.mine(customer.customerId);
    const live = mine.filter((order) => ['in_custody', 'redeeming', 'redemption_rejected'].includes(order.status));
    const sum = (values: string[]) => Money.sum(ASSETS.USDT, values.map((value) => Money.parse(ASSETS.USDT, value))).toString();
    return envelope({ principal_in_custody: sum(live.map((order) => order.amount)), earned: sum(mine.map((order) => order.earned)), orders: mine.length, live: live.length }, '', 7);
  }

  @Get('getProfitList')
  async getProfitList() {
    return envelope({ items: (await this.products.all()).filter((product) => product.kind === 'custody').map((product) => ({ ...product, minVipLevel: 0 })) }, '', 7);
  }

  @Get('getProfitInfo')
  async info(@CurrentCustomer() customer: CustomerPrincipal, @Query() { id }: LegacyEarnOrderDto) {
    return envelope(await this.orders.one(id, customer.customerId), '', 7);
  }

  @Post('buyProfit')
  async buy(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: PurchaseEarnRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    const send = (order: PlacedEarnOrder) => envelope(order, translate(ctx.lang, 'ok.earnPurchased'), 1);
    return send(await this.commands.execute(new PurchaseEarnCommand(customer, body, claim ? { claim, httpStatus: 201, body: send } : undefined)));
  }

  @Post('sellProfit')
  async sell(@CurrentCustomer() customer: CustomerPrincipal, @Body() { id }: LegacyEarnOrderDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new RequestRedemptionCommand(customer, id, ctx.requestId)), translate(ctx.lang, 'ok.earnRedemptionRequested'), 1);
  }
}
