import { Body, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, IdempotencyInterceptor, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { BankCardResponseDto } from '../wallet-book.response.dto';
import { SaveBankCardCommand } from './save-bank-card.handler';
import { BankCardRequestDto } from './save-bank-card.request.dto';

/** The customer saves a bank card to withdraw to. */
@CustomerRoutes('funding', 'api/v1')
export class SaveBankCardController {
  constructor(private readonly commands: CommandBus) {}

  @Post('bank-cards')
  @PublishedAs('FundingController_addBankCard')
  @ApiEnvelope(BankCardResponseDto, { status: 201 })
  @UseInterceptors(IdempotencyInterceptor)
  async addBankCard(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: BankCardRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new SaveBankCardCommand(customer, body, ctx.requestId)), translate(ctx.lang, 'ok.saved'), 1);
  }
}
