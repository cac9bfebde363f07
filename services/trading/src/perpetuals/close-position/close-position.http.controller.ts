import { Body, Controller, Param, ParseUUIDPipe, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, CustomerAuthGuard, GroupCommitIdempotencyInterceptor, PublishedAs, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import { answering } from '../position-answers';
import { PositionResponseDto } from '../position.response.dto';
import { ClosePositionHandler } from './close-position.handler';
import { ClosePositionRequestDto } from './close-position.request.dto';

@ApiTags('contracts')
@Controller('api/v1/contracts')
export class ClosePositionHttpController {
  constructor(private readonly handler: ClosePositionHandler) {}

  @Post('positions/:id/close')
  @PublishedAs('ContractsController_close')
  @ApiEnvelope(PositionResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async close(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ClosePositionRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    const { answer, send } = answering(ctx, claim, 201, () => translate(ctx.lang, 'ok.positionClosed'));
    return send(await this.handler.close(customer.customerId, id, body, answer));
  }
}
