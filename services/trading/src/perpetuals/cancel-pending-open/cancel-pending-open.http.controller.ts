import { Delete, Param, ParseUUIDPipe } from '@nestjs/common';
import { Claimed, Ctx, CurrentCustomer, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import { answerPosition, PositionCall, PositionRoutes } from '../position-answers';
import { CancelPendingOpenHandler } from './cancel-pending-open.handler';

@PositionRoutes()
export class CancelPendingOpenHttpController {
  constructor(private readonly handler: CancelPendingOpenHandler) {}

  @Delete('positions/:id')
  @PositionCall('ContractsController_cancel')
  async cancel(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    return answerPosition(ctx, claim, 200, () => 'ok.pendingOpenCancelled', (answer) => this.handler.cancel(customer.customerId, id, answer));
  }
}
