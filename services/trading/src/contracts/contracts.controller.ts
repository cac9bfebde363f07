import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Claimed, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, GroupCommitIdempotencyInterceptor, translate, type RequestClaim, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { positionIn, termsIn } from './contract-terms-words';
import { ContractTradingService, type PositionAnswer, type PresentedPosition } from './contract-trading.service';
import { AddMarginRequestDto, ClosePositionRequestDto, OpenPositionRequestDto, PositionsQueryDto, TakeProfitStopLossRequestDto } from './position-entry/position.request.dto';
import { ContractInstrumentResponseDto, PositionQuoteResponseDto, PositionResponseDto } from './position-entry/position.response.dto';

const silent = <T>(data: T) => envelope(data, '', 7);

/**
 * How a position call answers, recorded under the request id in the group commit of its event
 * (`GroupCommitIdempotencyInterceptor`): a retry, even after a crash, gets this very answer back.
 * The position's terms are written in the caller's language, as the message is.
 */
const answering = (
  ctx: RequestContext,
  claim: RequestClaim | null,
  httpStatus: number,
  message: (position: PresentedPosition) => string,
): { answer: PositionAnswer | undefined; send: (position: PresentedPosition) => unknown } => {
  const send = (position: PresentedPosition) => envelope(positionIn(ctx.lang, position), message(position), 1);
  return { answer: claim ? { claim, httpStatus, body: send } : undefined, send };
};

/** Perpetual contracts (docs/api.md, "Contracts"): the terms of every contract, and the customer's positions. */
@ApiTags('contracts')
@Controller('api/v1/contracts')
export class ContractsController {
  constructor(private readonly contracts: ContractTradingService) {}

  @Get('instruments')
  @ApiEnvelope(ContractInstrumentResponseDto, { list: true })
  instruments(@Ctx() ctx: RequestContext) {
    return silent({ items: this.contracts.instruments().map((instrument) => termsIn(ctx.lang, instrument)) });
  }

  @Post('quote')
  @HttpCode(200)
  @ApiEnvelope(PositionQuoteResponseDto)
  quote(@Body() body: OpenPositionRequestDto) {
    return silent(this.contracts.quote(body));
  }

  @Get('positions')
  @ApiEnvelope(PositionResponseDto, { list: true })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async positions(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: PositionsQueryDto, @Ctx() ctx: RequestContext) {
    return silent({ items: (await this.contracts.positions(customer.customerId, query.status)).map((position) => positionIn(ctx.lang, position)) });
  }

  @Post('positions')
  @ApiEnvelope(PositionResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async open(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: OpenPositionRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    const { answer, send } = answering(ctx, claim, 201, (position) => translate(ctx.lang, position.status === 'pending' ? 'ok.pendingOpenPlaced' : 'ok.positionOpened'));
    return send(await this.contracts.open(customer.customerId, body, answer));
  }

  @Post('positions/:id/close')
  @ApiEnvelope(PositionResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async close(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ClosePositionRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    const { answer, send } = answering(ctx, claim, 201, () => translate(ctx.lang, 'ok.positionClosed'));
    return send(await this.contracts.close(customer.customerId, id, body, answer));
  }

  @Put('positions/:id/tpsl')
  @ApiEnvelope(PositionResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async takeProfitStopLoss(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: TakeProfitStopLossRequestDto,
    @Ctx() ctx: RequestContext,
    @Claimed() claim: RequestClaim | null,
  ) {
    const { answer, send } = answering(ctx, claim, 200, () => translate(ctx.lang, 'ok.saved'));
    return send(await this.contracts.setTakeProfitStopLoss(customer.customerId, id, body, answer));
  }

  @Post('positions/:id/margin')
  @ApiEnvelope(PositionResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async addMargin(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: AddMarginRequestDto, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    const { answer, send } = answering(ctx, claim, 201, () => translate(ctx.lang, 'ok.marginAdded'));
    return send(await this.contracts.addMargin(customer.customerId, id, body, answer));
  }

  @Delete('positions/:id')
  @ApiEnvelope(PositionResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(GroupCommitIdempotencyInterceptor)
  async cancel(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext, @Claimed() claim: RequestClaim | null) {
    const { answer, send } = answering(ctx, claim, 200, () => translate(ctx.lang, 'ok.pendingOpenCancelled'));
    return send(await this.contracts.cancel(customer.customerId, id, answer));
  }
}
