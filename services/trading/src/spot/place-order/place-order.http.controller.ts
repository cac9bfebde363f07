import { Body, Post } from '@nestjs/common';
import { Claimed, Ctx, CurrentCustomer, GroupCommitCustomerRoute, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SpotOrderDesk } from '../order-entry/spot-order-desk';
import { SpotOrderCall, SpotRoutes } from '../order-entry/order-routes';
import { SpotOrderResponseDto } from '../queries/spot-order.response.dto';
import { SpotOrderRequestDto } from './place-order.request.dto';

/**
 * `POST /api/v1/spot/orders`. With a JSON body it is usually answered by the order gateway
 * (`SpotOrderDesk.directRoutes`) before Express sees it; this route answers the rest, the same way.
 */
@SpotRoutes()
export class PlaceOrderHttpController {
  constructor(private readonly desk: SpotOrderDesk) {}

  @Post('spot/orders')
  @SpotOrderCall('SpotController_place', SpotOrderResponseDto, 201)
  @GroupCommitCustomerRoute()
  async place(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: SpotOrderRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return this.desk.place(customer.customerId, body, ctx, claim);
  }
}
