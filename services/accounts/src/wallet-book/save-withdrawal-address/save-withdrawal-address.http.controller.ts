import { Body, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, IdempotencyInterceptor, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SavedAddressResponseDto } from '../wallet-book.response.dto';
import { SaveWithdrawalAddressCommand } from './save-withdrawal-address.handler';
import { WithdrawalAddressRequestDto } from './save-withdrawal-address.request.dto';

/** The customer saves a withdrawal address, checked with its chain's rules. */
@CustomerRoutes('funding', 'api/v1')
export class SaveWithdrawalAddressController {
  constructor(private readonly commands: CommandBus) {}

  @Post('addresses')
  @PublishedAs('FundingController_addAddress')
  @ApiEnvelope(SavedAddressResponseDto, { status: 201 })
  @UseInterceptors(IdempotencyInterceptor)
  async addAddress(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: WithdrawalAddressRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new SaveWithdrawalAddressCommand(customer, body, ctx.requestId)), translate(ctx.lang, 'ok.saved'), 1);
  }
}
