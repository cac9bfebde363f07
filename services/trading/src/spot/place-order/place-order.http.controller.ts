import { Body, Controller, Post } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, GroupCommitCustomerRoute, PublishedAs, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SpotOrderDesk } from '../order-entry/spot-order-desk';
import { REQUEST_ID_HEADER } from '../order-entry/order-routes';
import { SpotOrderResponseDto } from '../queries/spot-order.response.dto';
import { SpotOrderRequestDto } from './place-order.request.dto';

/**
 * `POST /api/v1/spot/orders`. With a JSON body it is usually answered by the order gateway
 * (`SpotOrderDesk.directRoutes`) before Express sees it; this route answers the rest, the same way.
 */
@ApiTags('spot')
@Controller('api/v1')
export class PlaceOrderHttpController {
  constructor(private readonly desk: SpotOrderDesk) {}

  @Post('spot/orders')
  @PublishedAs('SpotController_place')
  @ApiEnvelope(SpotOrderResponseDto, { status: 201 })
  @ApiHeader(REQUEST_ID_HEADER)
  @GroupCommitCustomerRoute()
  async place(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: SpotOrderRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return this.desk.place(customer.customerId, body, ctx, claim);
  }
}
