import { Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { LoanDetailResponseDto } from '../queries/loan.response.dto';
import { WithdrawLoanApplicationCommand } from './withdraw-loan-application.handler';

/** The applicant takes back an application finance has not decided yet. */
@CustomerRoutes('lending', 'api/v1/loans')
export class WithdrawLoanApplicationController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/withdraw')
  @PublishedAs('LoansController_withdraw')
  @ApiEnvelope(LoanDetailResponseDto, { status: 201 })
  async withdraw(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new WithdrawLoanApplicationCommand(customer, id)), translate(ctx.lang, 'ok.loanWithdrawn'), 1);
  }
}
