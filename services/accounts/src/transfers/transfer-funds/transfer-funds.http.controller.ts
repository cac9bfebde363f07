import { Body, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, CustomerRoutes, envelope, IdempotencyInterceptor, PublishedAs, Replayed, SettlesReplay, translate, type RequestClaim, type RequestContext, type StoredAnswer } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { TransferFundsCommand, type TransferDone } from './transfer-funds.handler';
import { TransferRequestDto } from './transfer-funds.request.dto';
import { TransferResponseDto } from './transfer-funds.response.dto';

/** The customer moves money between their own accounts; the request id moves it once. */
@CustomerRoutes('funding', 'api/v1')
export class TransferFundsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('transfers')
  @PublishedAs('FundingController_transfer')
  @ApiEnvelope(TransferResponseDto, { status: 201 })
  @UseInterceptors(IdempotencyInterceptor)
  @SettlesReplay()
  async transfer(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Body() body: TransferRequestDto,
    @Ctx() ctx: RequestContext,
    @Claimed() claim: RequestClaim | null,
    @Replayed() replayed: StoredAnswer | null,
  ) {
    const send = (transfer: TransferDone) => envelope(transfer, translate(ctx.lang, transfer.status === 'completed' ? 'ok.transferDone' : 'ok.transferProcessing'), 1);
    // The answer is recorded under the request id with the transfer's first effect (a retry after a crash gets it); a repeat waits for the money to arrive.
    return send(await this.commands.execute(new TransferFundsCommand(customer, body, ctx.requestId, claim ? { claim, httpStatus: 201, body: send } : undefined, replayed ? replayed.body : undefined)));
  }
}
