import { Body, Post } from '@nestjs/common';
import { Ctx, CurrentCustomer, envelope, IdempotentCustomerRoute, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SpotOrderCall, SpotRoutes } from '../order-entry/order-routes';
import { PlaceOcoOrderHandler } from './place-oco-order.handler';
import { SpotOcoRequestDto } from './place-oco-order.request.dto';
import { SpotOcoResponseDto } from './place-oco-order.response.dto';

/** `POST /api/v1/spot/orders/oco`: a one-cancels-the-other pair. */
@SpotRoutes()
export class PlaceOcoOrderHttpController {
  constructor(private readonly placeOcoOrder: PlaceOcoOrderHandler) {}

  @Post('spot/orders/oco')
  @SpotOrderCall('SpotController_placeOco', SpotOcoResponseDto, 201)
  @IdempotentCustomerRoute()
  async placeOco(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: SpotOcoRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.placeOcoOrder.execute(customer.customerId, body, ctx.requestId), translate(ctx.lang, 'ok.orderPlaced'), 0);
  }
}
