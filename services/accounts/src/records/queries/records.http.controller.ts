import { Get, Query } from '@nestjs/common';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, PublishedAs, silent, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { RecordsFilterDto } from './records-filter.request.dto';
import { RecordsQuery } from './records.query';
import { AccountRecordsPageDto, DepositRecordsPageDto, WithdrawalRecordsPageDto } from './records.response.dto';

/** The customer's records: account movements, deposits or withdrawals, newest first, in their language. */
@CustomerRoutes('funding', 'api/v1')
export class RecordsController {
  constructor(private readonly records: RecordsQuery) {}

  @Get('records')
  @PublishedAs('FundingController_recordList')
  @ApiEnvelope([DepositRecordsPageDto, WithdrawalRecordsPageDto, AccountRecordsPageDto])
  async recordList(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: RecordsFilterDto, @Ctx() ctx: RequestContext) {
    return silent(await this.records.records(customer.customerId, filter, ctx.lang));
  }
}
