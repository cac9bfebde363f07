import { Body, Post } from '@nestjs/common';
import { Claimed, Ctx, CurrentCustomer, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import { answerPosition, PositionCall, PositionRoutes } from '../position-answers';
import { OpenPositionHandler } from './open-position.handler';
import { OpenPositionRequestDto } from './open-position.request.dto';

@PositionRoutes()
export class OpenPositionHttpController {
  constructor(private readonly handler: OpenPositionHandler) {}

  @Post('positions')
  @PositionCall('ContractsController_open', 201)
  async open(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: OpenPositionRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    const message = (position: { status: string }) => (position.status === 'pending' ? 'ok.pendingOpenPlaced' : 'ok.positionOpened');
    return answerPosition(ctx, claim, 201, message, (answer) => this.handler.open(customer.customerId, body, answer));
  }
}
