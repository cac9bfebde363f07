import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Ctx, CurrentCustomer, envelope, IdempotentCustomerRoute, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { EtfTradeResponseDto } from '../queries/etf.response.dto';
import { TradeEtfCommand } from './trade-etf.handler';
import { EtfTradeRequestDto } from './trade-etf.request.dto';

/** A customer buys or sells a fund's units; the request id asks once. */
@ApiTags('earn')
@Controller('api/v1')
export class TradeEtfController {
  constructor(private readonly commands: CommandBus) {}

  @PublishedAs('EtfController_trade')
  @Post('etf/trades')
  @ApiEnvelope(EtfTradeResponseDto, { status: 201 })
  @IdempotentCustomerRoute()
  @ApiOperation({ summary: 'Buy with USDT from the funding wallet, or sell units into it, at the latest unit value' })
  async trade(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: EtfTradeRequestDto, @Ctx() ctx: RequestContext) {
    const trade = await this.commands.execute(new TradeEtfCommand(customer, body, ctx.requestId));
    return envelope(trade, translate(ctx.lang, 'ok.etfTraded'), 1);
  }
}
