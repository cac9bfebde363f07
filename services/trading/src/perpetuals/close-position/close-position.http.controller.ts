import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { Claimed, Ctx, CurrentCustomer, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import { answerPosition, PositionCall, PositionRoutes } from '../position-answers';
import { ClosePositionHandler } from './close-position.handler';
import { ClosePositionRequestDto } from './close-position.request.dto';

@PositionRoutes()
export class ClosePositionHttpController {
  constructor(private readonly handler: ClosePositionHandler) {}

  @Post('positions/:id/close')
  @PositionCall('ContractsController_close', 201)
  async close(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ClosePositionRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return answerPosition(ctx, claim, 201, () => 'ok.positionClosed', (answer) => this.handler.close(customer.customerId, id, body, answer));
  }
}
