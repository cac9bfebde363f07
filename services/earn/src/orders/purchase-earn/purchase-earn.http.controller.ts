import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, envelope, IdempotentCustomerRoute, LegacyCustomerRoutes, PublishedAs, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { EarnOrderDetailResponseDto } from '../queries/earn-orders.response.dto';
import { PurchaseEarnCommand, type PlacedEarnOrder } from './purchase-earn.handler';
import { PurchaseEarnRequestDto } from './purchase-earn.request.dto';

/** Places the order; the answer is recorded under the request id with the order's events, in their transaction (a retry after a crash gets it). */
async function purchase(commands: CommandBus, customer: CustomerPrincipal, body: PurchaseEarnRequestDto, ctx: RequestContext, claim: RequestClaim | null) {
  const send = (order: PlacedEarnOrder) => envelope(order, translate(ctx.lang, 'ok.earnPurchased'), 1);
  return send(await commands.execute(new PurchaseEarnCommand(customer, body, claim ? { claim, httpStatus: 201, body: send } : undefined)));
}

/** A customer buys an earn product; the request id asks once. */
@ApiTags('earn')
@Controller('api/v1/earn')
export class PurchaseEarnController {
  constructor(private readonly commands: CommandBus) {}

  @PublishedAs('EarnController_purchase')
  @Post('orders')
  @ApiEnvelope(EarnOrderDetailResponseDto, { status: 201 })
  @IdempotentCustomerRoute()
  @ApiOperation({ summary: 'Buy a product: the principal is held in the funding wallet (status funding, then in_custody or failed)' })
  async purchase(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: PurchaseEarnRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return purchase(this.commands, customer, body, ctx, claim);
  }
}

/** The specification's legacy call, the same purchase in the envelope: `web/buyProfit`. */
@LegacyCustomerRoutes()
export class PurchaseEarnLegacyController {
  constructor(private readonly commands: CommandBus) {}

  @PublishedAs('EarnLegacyController_buy')
  @Post('buyProfit')
  async buy(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: PurchaseEarnRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return purchase(this.commands, customer, body, ctx, claim);
  }
}
