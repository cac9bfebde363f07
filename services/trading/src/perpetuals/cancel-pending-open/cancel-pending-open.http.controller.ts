import { Controller, Delete, Param, ParseUUIDPipe, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, CustomerAuthGuard, GroupCommitIdempotencyInterceptor, PublishedAs, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import { answering } from '../position-answers';
import { PositionResponseDto } from '../position.response.dto';
import { CancelPendingOpenHandler } from './cancel-pending-open.handler';

@ApiTags('contracts')
@Controller('api/v1/contracts')
export class CancelPendingOpenHttpController {
  constructor(private readonly handler: CancelPendingOpenHandler) {}

  @Delete('positions/:id')
  @PublishedAs('ContractsController_cancel')
  @ApiEnvelope(PositionResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async cancel(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    const { answer, send } = answering(ctx, claim, 200, () => translate(ctx.lang, 'ok.pendingOpenCancelled'));
    return send(await this.handler.cancel(customer.customerId, id, answer));
  }
}
