import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { Claimed, Ctx, CurrentCustomer, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import { answerPosition, PositionCall, PositionRoutes } from '../position-answers';
import { AddMarginHandler } from './add-margin.handler';
import { AddMarginRequestDto } from './add-margin.request.dto';

@PositionRoutes()
export class AddMarginHttpController {
  constructor(private readonly handler: AddMarginHandler) {}

  @Post('positions/:id/margin')
  @PositionCall('ContractsController_addMargin', 201)
  async addMargin(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: AddMarginRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return answerPosition(ctx, claim, 201, () => 'ok.marginAdded', (answer) => this.handler.add(customer.customerId, id, body, answer));
  }
}
