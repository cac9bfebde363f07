import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Ctx, CurrentCustomer, envelope, IdempotentCustomerRoute, LegacyCustomerRoutes, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { LegacyEarnOrderDto } from '../queries/earn-orders.request.dto';
import { EarnOrderDetailResponseDto } from '../queries/earn-orders.response.dto';
import { RequestRedemptionCommand } from './request-redemption.handler';

async function requestRedemption(commands: CommandBus, customer: CustomerPrincipal, orderId: string, ctx: RequestContext) {
  const order = await commands.execute(new RequestRedemptionCommand(customer, orderId, ctx.requestId));
  return envelope(order, translate(ctx.lang, 'ok.earnRedemptionRequested'), 1);
}

/** A customer asks to redeem an order early; the request id asks once. */
@ApiTags('earn')
@Controller('api/v1/earn')
export class RequestRedemptionController {
  constructor(private readonly commands: CommandBus) {}

  @PublishedAs('EarnController_redeem')
  @Post('orders/:id/redeem')
  @ApiEnvelope(EarnOrderDetailResponseDto, { status: 201 })
  @IdempotentCustomerRoute()
  @ApiOperation({ summary: 'Ask to redeem early at the quoted penalty; staff review it' })
  async redeem(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return requestRedemption(this.commands, customer, id, ctx);
  }
}

/** The specification's legacy call, the same request in the envelope: `web/sellProfit`. */
@LegacyCustomerRoutes()
export class RequestRedemptionLegacyController {
  constructor(private readonly commands: CommandBus) {}

  @PublishedAs('EarnLegacyController_sell')
  @Post('sellProfit')
  async sell(@CurrentCustomer() customer: CustomerPrincipal, @Body() { id }: LegacyEarnOrderDto, @Ctx() ctx: RequestContext) {
    return requestRedemption(this.commands, customer, id, ctx);
  }
}
