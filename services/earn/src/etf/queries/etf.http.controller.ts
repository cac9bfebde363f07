import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, AppError, CurrentCustomer, CustomerRoute, PathKeyPipe, PublishedAs, silent, StaffAnswer, StaffAuthGuard } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { etfFundOf } from '../domain/etf-funds';
import { EtfFundResponseDto, EtfHoldingsAnswerDto, EtfOutstandingResponseDto } from './etf.response.dto';
import { EtfQuery } from './etf.query';


/** ETF products' read side (docs/earn.md): the funds valued daily from a published basket, holdings, what the platform owes. */
@ApiTags('earn')
@Controller('api/v1')
export class EtfQueriesController {
  constructor(private readonly etf: EtfQuery) {}

  /** Open to anyone: each fund's basket, its latest value and the closes behind every value. */
  @PublishedAs('EtfController_funds')
  @Get('etf/funds')
  @ApiEnvelope(EtfFundResponseDto, { list: true })
  async funds() {
    return silent({ items: await this.etf.funds() });
  }

  @PublishedAs('EtfController_fund')
  @Get('etf/funds/:fundId')
  @ApiEnvelope(EtfFundResponseDto)
  async fund(@Param('fundId', new PathKeyPipe()) fundId: string) {
    if (!etfFundOf(fundId)) throw new AppError('earn.productUnknown', 404, 404);
    return silent(await this.etf.fund(fundId));
  }

  @PublishedAs('EtfController_holdings')
  @Get('etf/holdings')
  @ApiEnvelope(EtfHoldingsAnswerDto)
  @CustomerRoute()
  async holdings(@CurrentCustomer() customer: CustomerPrincipal) {
    const [holdings, trades] = await Promise.all([this.etf.holdings(customer.customerId), this.etf.trades(customer.customerId)]);
    return silent({ holdings, trades });
  }

  /** What holders would receive at the latest values: the platform's ETF liability. */
  @PublishedAs('EtfController_outstanding')
  @Get('admin/earn/etf/outstanding')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @StaffAnswer(['admin', 'finance', 'support', 'auditor'], EtfOutstandingResponseDto, { list: true })
  async outstanding() {
    const data = await this.etf.outstanding();
    return { data, total: data.length };
  }
}
