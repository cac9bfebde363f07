import { Delete, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, CurrentCustomer, CustomerRoutes, envelope, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { RemoveFromWalletBookCommand } from './remove-from-wallet-book.handler';

// Two controllers of one use case: each route sits beside the list it removes from in the API document.

/** The customer removes a saved withdrawal address. */
@CustomerRoutes('funding', 'api/v1')
export class RemoveWithdrawalAddressController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('addresses/:id')
  @PublishedAs('FundingController_removeAddress')
  async removeAddress(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new RemoveFromWalletBookCommand(customer, { kind: 'address', id })), translate(ctx.lang, 'ok.deleted'), 0);
  }
}

/** The customer removes a saved bank card. */
@CustomerRoutes('funding', 'api/v1')
export class RemoveBankCardController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('bank-cards/:id')
  @PublishedAs('FundingController_removeBankCard')
  async removeBankCard(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new RemoveFromWalletBookCommand(customer, { kind: 'bankCard', id })), translate(ctx.lang, 'ok.deleted'), 0);
  }
}
