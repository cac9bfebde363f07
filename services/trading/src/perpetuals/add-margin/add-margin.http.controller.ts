import { Body, Controller, Param, ParseUUIDPipe, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, CustomerAuthGuard, GroupCommitIdempotencyInterceptor, PublishedAs, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import { answering } from '../position-answers';
import { PositionResponseDto } from '../position.response.dto';
import { AddMarginHandler } from './add-margin.handler';
import { AddMarginRequestDto } from './add-margin.request.dto';

@ApiTags('contracts')
@Controller('api/v1/contracts')
export class AddMarginHttpController {
  constructor(private readonly handler: AddMarginHandler) {}

  @Post('positions/:id/margin')
  @PublishedAs('ContractsController_addMargin')
  @ApiEnvelope(PositionResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async addMargin(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: AddMarginRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    const { answer, send } = answering(ctx, claim, 201, () => translate(ctx.lang, 'ok.marginAdded'));
    return send(await this.handler.add(customer.customerId, id, body, answer));
  }
}
