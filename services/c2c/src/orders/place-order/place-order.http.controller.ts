import { Body, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, IdempotencyInterceptor, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { C2cOrderResponseDto } from '../queries/c2c-order.response.dto';
import { PlaceC2cOrderCommand } from './place-order.handler';
import { PlaceC2cOrderDto } from './place-order.request.dto';

/** Step one of a C2C purchase (a request id keeps a retry from placing a second order). */
@CustomerRoutes('c2c', 'api/v1/c2c/orders')
export class PlaceC2cOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiEnvelope(C2cOrderResponseDto, { status: 201 })
  @UseInterceptors(IdempotencyInterceptor)
  async place(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: PlaceC2cOrderDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new PlaceC2cOrderCommand(customer, body, ctx.requestId)), translate(ctx.lang, 'ok.c2cOrderPlaced'), 1);
  }
}
