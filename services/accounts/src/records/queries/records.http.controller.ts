import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerAuthGuard, PublishedAs, silent, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { RecordsFilterDto } from './records-filter.request.dto';
import { RecordsQuery } from './records.query';
import { AccountRecordsPageDto, DepositRecordsPageDto, WithdrawalRecordsPageDto } from './records.response.dto';

/** The customer's records: account movements, deposits or withdrawals, newest first, in their language. */
@ApiTags('funding')
@ApiBearerAuth()
@Controller('api/v1')
@UseGuards(CustomerAuthGuard)
export class RecordsController {
  constructor(private readonly records: RecordsQuery) {}

  @Get('records')
  @PublishedAs('FundingController_recordList')
  @ApiEnvelope([DepositRecordsPageDto, WithdrawalRecordsPageDto, AccountRecordsPageDto])
  async recordList(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: RecordsFilterDto, @Ctx() ctx: RequestContext) {
    return silent(await this.records.records(customer.customerId, filter, ctx.lang));
  }
}
