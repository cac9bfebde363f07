import { Body, Get, Param, ParseUUIDPipe, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, IdempotencyInterceptor, LegacyCustomerRoutes, MAX_IMAGE_BYTES, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { LoanDetailResponseDto } from '../queries/loan.response.dto';
import { RepayLoanCommand } from './repay-loan.handler';
import { LegacyLendBackDto, RepayLoanRequestDto } from './repay-loan.request.dto';

/** A repayment from the funding wallet, or with a proof of a bank transfer that finance reviews. */
@CustomerRoutes('lending', 'api/v1/loans')
export class RepayLoanController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/repay')
  @ApiEnvelope(LoanDetailResponseDto, { status: 201 })
  @ApiConsumes('application/json', 'multipart/form-data')
  @UseInterceptors(FileInterceptor('proof', { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } }), IdempotencyInterceptor)
  @PublishedAs('LoansController_repay', 'Repay from the funding wallet (JSON), or with a proof of a bank transfer (multipart, file field proof) that finance reviews')
  async repay(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: RepayLoanRequestDto,
    @UploadedFile() proof: Express.Multer.File | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return envelope(await this.commands.execute(new RepayLoanCommand(customer, id, body.amount, proof?.buffer ?? null, ctx.requestId)), translate(ctx.lang, proof ? 'ok.loanProofSent' : 'ok.loanRepaymentRequested'), 1);
  }
}

/** The specification's `web/lendBack`: a repayment from the wallet (a GET there, so its request id is what keeps it once). */
@LegacyCustomerRoutes()
export class RepayLoanLegacyController {
  constructor(private readonly commands: CommandBus) {}

  @Get('lendBack')
  @PublishedAs('LendingLegacyController_lendBack')
  async lendBack(@CurrentCustomer() customer: CustomerPrincipal, @Query() { id, amount }: LegacyLendBackDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new RepayLoanCommand(customer, id, amount, null, ctx.requestId)), translate(ctx.lang, 'ok.loanRepaymentRequested'), 1);
  }
}
