import { Body, Controller, Post } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Ctx, CurrentCustomer, envelope, IdempotentCustomerRoute, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { REQUEST_ID_HEADER } from '../order-entry/order-routes';
import { PlaceOcoOrderHandler } from './place-oco-order.handler';
import { SpotOcoRequestDto } from './place-oco-order.request.dto';
import { SpotOcoResponseDto } from './place-oco-order.response.dto';

/** `POST /api/v1/spot/orders/oco`: a one-cancels-the-other pair. */
@ApiTags('spot')
@Controller('api/v1')
export class PlaceOcoOrderHttpController {
  constructor(private readonly placeOcoOrder: PlaceOcoOrderHandler) {}

  @Post('spot/orders/oco')
  @PublishedAs('SpotController_placeOco')
  @ApiEnvelope(SpotOcoResponseDto, { status: 201 })
  @ApiHeader(REQUEST_ID_HEADER)
  @IdempotentCustomerRoute()
  async placeOco(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: SpotOcoRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.placeOcoOrder.execute(customer.customerId, body, ctx.requestId), translate(ctx.lang, 'ok.orderPlaced'), 0);
  }
}
