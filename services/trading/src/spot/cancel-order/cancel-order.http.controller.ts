import { Delete, Param, ParseUUIDPipe } from '@nestjs/common';
import { Claimed, Ctx, CurrentCustomer, GroupCommitCustomerRoute, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SpotOrderDesk } from '../order-entry/spot-order-desk';
import { SpotOrderCall, SpotRoutes } from '../order-entry/order-routes';
import { SpotOrderResponseDto } from '../queries/spot-order.response.dto';

/** `DELETE /api/v1/spot/orders/:id`; like placing, usually answered by the order gateway first. */
@SpotRoutes()
export class CancelOrderHttpController {
  constructor(private readonly desk: SpotOrderDesk) {}

  @Delete('spot/orders/:id')
  @SpotOrderCall('SpotController_cancel', SpotOrderResponseDto)
  @GroupCommitCustomerRoute()
  async cancel(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return this.desk.cancel(customer.customerId, id, ctx, claim);
  }
}
