import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, envelope, GroupCommitCustomerRoute, PublishedAs, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';

import type { PresentedOption } from '../presented-option';
import { OptionOrderResponseDto } from '../queries/option.response.dto';
import { PlaceOptionHandler } from './place-option.handler';
import { PlaceOptionRequestDto } from './place-option.request.dto';

@ApiTags('options')
@Controller('api/v1/options')
export class PlaceOptionHttpController {
  constructor(private readonly handler: PlaceOptionHandler) {}

  @Post('orders')
  @PublishedAs('OptionsController_place')
  @ApiEnvelope(OptionOrderResponseDto, { status: 201 })
  @GroupCommitCustomerRoute()
  async place(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: PlaceOptionRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    // Recorded under the request id in the group commit of the order's event: a retry, even after a crash, gets this answer back.
    const send = (option: PresentedOption) => envelope(option, translate(ctx.lang, 'ok.optionPlaced'), 1);
    return send(await this.handler.place(customer.customerId, body, claim ? { claim, httpStatus: 201, body: send } : undefined));
  }
}
