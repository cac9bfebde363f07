import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, IdempotencyInterceptor, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { ContractTradingService } from './contract-trading.service';
import { AddMarginRequestDto, ClosePositionRequestDto, OpenPositionRequestDto, PositionsQueryDto, TakeProfitStopLossRequestDto } from './position-entry/position.request.dto';
import { ContractTermsResponseDto, PositionQuoteResponseDto, PositionResponseDto } from './position-entry/position.response.dto';

const silent = <T>(data: T) => envelope(data, '', 7);

/** Perpetual contracts (docs/api.md, "Contracts"): the terms of every contract, and the customer's positions. */
@ApiTags('contracts')
@Controller('api/v1/contracts')
export class ContractsController {
  constructor(private readonly contracts: ContractTradingService) {}

  @Get('instruments')
  @ApiEnvelope(ContractTermsResponseDto, { list: true })
  instruments() {
    return silent({ items: this.contracts.instruments() });
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
  async positions(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: PositionsQueryDto) {
    return silent({ items: await this.contracts.positions(customer.customerId, query.status) });
  }

  @Post('positions')
  @ApiEnvelope(PositionResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(IdempotencyInterceptor)
  async open(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: OpenPositionRequestDto, @Ctx() ctx: RequestContext) {
    const position = await this.contracts.open(customer.customerId, body);
    return envelope(position, translate(ctx.lang, position.status === 'pending' ? 'ok.pendingOpenPlaced' : 'ok.positionOpened'), 1);
  }

  @Post('positions/:id/close')
  @ApiEnvelope(PositionResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(IdempotencyInterceptor)
  async close(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ClosePositionRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.contracts.close(customer.customerId, id, body), translate(ctx.lang, 'ok.positionClosed'), 1);
  }

  @Put('positions/:id/tpsl')
  @ApiEnvelope(PositionResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(IdempotencyInterceptor)
  async takeProfitStopLoss(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: TakeProfitStopLossRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.contracts.setTakeProfitStopLoss(customer.customerId, id, body), translate(ctx.lang, 'ok.saved'), 1);
  }

  @Post('positions/:id/margin')
  @ApiEnvelope(PositionResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(IdempotencyInterceptor)
  async addMargin(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: AddMarginRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.contracts.addMargin(customer.customerId, id, body), translate(ctx.lang, 'ok.marginAdded'), 1);
  }

  @Delete('positions/:id')
  @ApiEnvelope(PositionResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(IdempotencyInterceptor)
  async cancel(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return envelope(await this.contracts.cancel(customer.customerId, id), translate(ctx.lang, 'ok.pendingOpenCancelled'), 1);
  }
}
