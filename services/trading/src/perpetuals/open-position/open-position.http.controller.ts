import { Body, Controller, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, CustomerAuthGuard, GroupCommitIdempotencyInterceptor, PublishedAs, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import { answering } from '../position-answers';
import { PositionResponseDto } from '../position.response.dto';
import { OpenPositionHandler } from './open-position.handler';
import { OpenPositionRequestDto } from './open-position.request.dto';

@ApiTags('contracts')
@Controller('api/v1/contracts')
export class OpenPositionHttpController {
  constructor(private readonly handler: OpenPositionHandler) {}

  @Post('positions')
  @PublishedAs('ContractsController_open')
  @ApiEnvelope(PositionResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async open(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: OpenPositionRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    const { answer, send } = answering(ctx, claim, 201, (position) => translate(ctx.lang, position.status === 'pending' ? 'ok.pendingOpenPlaced' : 'ok.positionOpened'));
    return send(await this.handler.open(customer.customerId, body, answer));
  }
}
