import { Body, Controller, Get, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiStaffAnswer, AppError, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, IdempotencyInterceptor, PathKeyPipe, Roles, StaffAuthGuard, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { etfFundOf } from '../etf/etf-funds';
import { EtfQuery } from '../etf/etf.query';
import { EtfTradeRequestDto } from '../use-cases/etf/etf-trade.request.dto';
import { TradeEtfCommand } from '../use-cases/etf/trade-etf.handler';

const nullableText = { type: String, nullable: true } as const;

export class EtfBasketEntryResponseDto {
  @ApiProperty({ example: 'XAUUSD' }) symbol!: string;
  @ApiProperty({ example: '0.4' }) weight!: string;
}
export class EtfCloseResponseDto {
  @ApiProperty() symbol!: string;
  @ApiProperty() price!: string;
  @ApiProperty({ description: 'The recorded tick (GET /api/v1/markets/:symbol/ticks)' }) tickSeq!: number;
}
export class EtfValueResponseDto {
  @ApiProperty() day!: string;
  @ApiProperty({ description: 'USDT per unit' }) value!: string;
  @ApiProperty({ type: [EtfCloseResponseDto] }) closes!: EtfCloseResponseDto[];
}
export class EtfFundResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'etf-low' }) fundId!: string;
  @ApiProperty({ enum: ['low', 'balanced'] }) risk!: 'low' | 'balanced';
  @ApiProperty({ type: [EtfBasketEntryResponseDto] }) basket!: EtfBasketEntryResponseDto[];
  @ApiProperty() minAmount!: string;
  @ApiProperty() maxAmount!: string;
  @ApiProperty({ ...nullableText, description: 'The latest unit value; trades are priced at it' }) value!: string | null;
  @ApiProperty({ ...nullableText }) valueDay!: string | null;
  @ApiProperty({
    ...nullableText,
    description:
      'Before the first value (no buying yet): when buying is expected to open, the UTC midnight after the first day every basket market has traded (ISO 8601; at or before now while that day is being valued). Null once valued',
  })
  opensAt!: string | null;
  @ApiProperty({ type: [EtfValueResponseDto], description: 'The last 30 daily values, oldest first' }) history!: EtfValueResponseDto[];
}
export class EtfHoldingResponseDto {
  @ApiProperty() fundId!: string;
  @ApiProperty({ enum: ['low', 'balanced'] }) risk!: 'low' | 'balanced';
  @ApiProperty() units!: string;
  @ApiProperty({ description: 'USDT paid for purchases' }) paid!: string;
  @ApiProperty({ description: 'USDT received from sales' }) received!: string;
  @ApiProperty({ ...nullableText }) value!: string | null;
  @ApiProperty({ description: 'What the units are worth at the latest value' }) worth!: string;
  @ApiProperty({ description: 'worth + received - paid; negative when the basket fell' }) result!: string;
}
export class EtfTradeResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() fundId!: string;
  @ApiProperty({ enum: ['buy', 'sell'] }) side!: 'buy' | 'sell';
  @ApiProperty({ description: 'USDT paid (buy) or received (sell)' }) amount!: string;
  @ApiProperty() units!: string;
  @ApiProperty() value!: string;
  @ApiProperty() day!: string;
  @ApiProperty({ enum: ['pending', 'completed', 'failed'] }) status!: 'pending' | 'completed' | 'failed';
  @ApiProperty({ ...nullableText }) reason!: string | null;
  @ApiProperty() placedAt!: string;
}
export class EtfOutstandingResponseDto {
  @ApiProperty() fundId!: string;
  @ApiProperty() units!: string;
  @ApiProperty({ ...nullableText }) value!: string | null;
  @ApiProperty({ description: 'USDT holders would receive selling everything at the latest value' }) owed!: string;
}
export class EtfHoldingsAnswerDto {
  @ApiProperty({ type: [EtfHoldingResponseDto] }) holdings!: EtfHoldingResponseDto[];
  @ApiProperty({ type: [EtfTradeResponseDto] }) trades!: EtfTradeResponseDto[];
}

const silent = <T>(data: T) => envelope(data, '', 7);

/** ETF products (docs/earn.md): funds valued daily from a published basket, bought and sold at that value. */
@ApiTags('earn')
@Controller('api/v1')
export class EtfController {
  constructor(
    private readonly commands: CommandBus,
    private readonly etf: EtfQuery,
  ) {}

  /** Open to anyone: each fund's basket, its latest value and the closes behind every value. */
  @Get('etf/funds')
  @ApiEnvelope(EtfFundResponseDto, { list: true })
  async funds() {
    return silent({ items: await this.etf.funds() });
  }

  @Get('etf/funds/:fundId')
  @ApiEnvelope(EtfFundResponseDto)
  async fund(@Param('fundId', new PathKeyPipe()) fundId: string) {
    if (!etfFundOf(fundId)) throw new AppError('earn.productUnknown', 404, 404);
    return silent(await this.etf.fund(fundId));
  }

  @Post('etf/trades')
  @ApiEnvelope(EtfTradeResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(IdempotencyInterceptor)
  @ApiOperation({ summary: 'Buy with USDT from the funding wallet, or sell units into it, at the latest unit value' })
  async trade(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: EtfTradeRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new TradeEtfCommand(customer, body, ctx.requestId)), translate(ctx.lang, 'ok.etfTraded'), 1);
  }

  @Get('etf/holdings')
  @ApiEnvelope(EtfHoldingsAnswerDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async holdings(@CurrentCustomer() customer: CustomerPrincipal) {
    const [holdings, trades] = await Promise.all([this.etf.holdings(customer.customerId), this.etf.trades(customer.customerId)]);
    return silent({ holdings, trades });
  }

  /** What holders would receive at the latest values: the platform's ETF liability. */
  @Get('admin/earn/etf/outstanding')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(EtfOutstandingResponseDto, { list: true })
  async outstanding() {
    const data = await this.etf.outstanding();
    return { data, total: data.length };
  }
}
