import { Controller, Delete, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, GroupCommitCustomerRoute, PublishedAs, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SpotOrderDesk } from '../order-entry/spot-order-desk';
import { REQUEST_ID_HEADER } from '../order-entry/order-routes';
import { SpotOrderResponseDto } from '../queries/spot-order.response.dto';

/** `DELETE /api/v1/spot/orders/:id`; like placing, usually answered by the order gateway first. */
@ApiTags('spot')
@Controller('api/v1')
export class CancelOrderHttpController {
  constructor(private readonly desk: SpotOrderDesk) {}

  @Delete('spot/orders/:id')
  @PublishedAs('SpotController_cancel')
  @ApiEnvelope(SpotOrderResponseDto)
  @ApiHeader(REQUEST_ID_HEADER)
  @GroupCommitCustomerRoute()
  async cancel(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return this.desk.cancel(customer.customerId, id, ctx, claim);
  }
}
