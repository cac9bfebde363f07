import { Body, Controller, Param, ParseUUIDPipe, Put, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, CustomerAuthGuard, GroupCommitIdempotencyInterceptor, PublishedAs, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import { answering } from '../position-answers';
import { PositionResponseDto } from '../position.response.dto';
import { SetTakeProfitStopLossHandler } from './set-take-profit-stop-loss.handler';
import { TakeProfitStopLossRequestDto } from './set-take-profit-stop-loss.request.dto';

@ApiTags('contracts')
@Controller('api/v1/contracts')
export class SetTakeProfitStopLossHttpController {
  constructor(private readonly handler: SetTakeProfitStopLossHandler) {}

  @Put('positions/:id/tpsl')
  @PublishedAs('ContractsController_takeProfitStopLoss')
  @ApiEnvelope(PositionResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async takeProfitStopLoss(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: TakeProfitStopLossRequestDto,
    @Ctx() ctx: RequestContext,
    @Claimed() claim: RequestClaim | null,
  ) {
    const { answer, send } = answering(ctx, claim, 200, () => translate(ctx.lang, 'ok.saved'));
    return send(await this.handler.set(customer.customerId, id, body, answer));
  }
}
