import { Body, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { Claimed, Ctx, CurrentCustomer, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import { answerPosition, PositionCall, PositionRoutes } from '../position-answers';
import { SetTakeProfitStopLossHandler } from './set-take-profit-stop-loss.handler';
import { TakeProfitStopLossRequestDto } from './set-take-profit-stop-loss.request.dto';

@PositionRoutes()
export class SetTakeProfitStopLossHttpController {
  constructor(private readonly handler: SetTakeProfitStopLossHandler) {}

  @Put('positions/:id/tpsl')
  @PositionCall('ContractsController_takeProfitStopLoss')
  async takeProfitStopLoss(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: TakeProfitStopLossRequestDto,
    @Ctx() ctx: RequestContext,
    @Claimed() claim: RequestClaim | null,
  ) {
    return answerPosition(ctx, claim, 200, () => 'ok.saved', (answer) => this.handler.set(customer.customerId, id, body, answer));
  }
}
