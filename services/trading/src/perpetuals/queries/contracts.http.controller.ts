import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoute, silent, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { positionIn, termsIn } from '../contract-terms-words';
import { OpenPositionRequestDto } from '../open-position/open-position.request.dto';

import { PositionResponseDto } from '../position.response.dto';
import { ContractInstrumentResponseDto } from './contract-instruments.response.dto';
import { ContractInstrumentsQuery } from './contract-instruments.query';
import { PositionQuoteResponseDto } from './position-quote.response.dto';
import { PositionQuoteQuery } from './position-quote.query';
import { PositionsQueryDto } from './positions.request.dto';
import { PositionsQuery } from './positions.query';

/**
 * Perpetual contracts (docs/api.md, "Contracts"), the read side: the terms of every contract, what an
 * open would cost, and the customer's positions. Each change to a position is its own use case's route.
 */
@ApiTags('contracts')
@Controller('api/v1/contracts')
export class ContractsController {
  constructor(
    private readonly instrumentsQuery: ContractInstrumentsQuery,
    private readonly quoteQuery: PositionQuoteQuery,
    private readonly positionsQuery: PositionsQuery,
  ) {}

  @Get('instruments')
  @ApiEnvelope(ContractInstrumentResponseDto, { list: true })
  instruments(@Ctx() ctx: RequestContext) {
    return silent({ items: this.instrumentsQuery.instruments().map((instrument) => termsIn(ctx.lang, instrument)) });
  }

  @Post('quote')
  @HttpCode(200)
  @ApiEnvelope(PositionQuoteResponseDto)
  quote(@Body() body: OpenPositionRequestDto) {
    return silent(this.quoteQuery.quote(body));
  }

  @Get('positions')
  @ApiEnvelope(PositionResponseDto, { list: true })
  @CustomerRoute()
  async positions(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: PositionsQueryDto, @Ctx() ctx: RequestContext) {
    return silent({ items: (await this.positionsQuery.positions(customer.customerId, query.status)).map((position) => positionIn(ctx.lang, position)) });
  }
}
