import { Body, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, IdempotencyInterceptor, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { WithdrawalResponseDto } from '../withdrawal.response.dto';
import { RequestWithdrawalCommand } from './request-withdrawal.handler';
import { WithdrawalRequestDto } from './request-withdrawal.request.dto';

/** The customer asks to withdraw: the amount is held until finance decides; the request id asks once. */
@CustomerRoutes('funding', 'api/v1')
export class RequestWithdrawalController {
  constructor(private readonly commands: CommandBus) {}

  @Post('withdrawals')
  @PublishedAs('FundingController_withdraw')
  @ApiEnvelope(WithdrawalResponseDto, { status: 201 })
  @UseInterceptors(IdempotencyInterceptor)
  async withdraw(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: WithdrawalRequestDto, @Ctx() ctx: RequestContext) {
    const record = await this.commands.execute(new RequestWithdrawalCommand(customer, body, ctx.requestId));
    return envelope(record, translate(ctx.lang, 'ok.withdrawalSubmitted'), 1);
  }
}
