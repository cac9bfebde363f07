import { Get, Query } from '@nestjs/common';
import { ApiEnvelope, CurrentCustomer, CustomerRoutes, PublishedAs, silent } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { RecordsFilterDto } from '../../records/queries/records-filter.request.dto';
import { RecordsQuery } from '../../records/queries/records.query';
import { WithdrawalRecordsPageDto } from '../../records/queries/records.response.dto';

/** The customer's own withdrawals, newest first. */
@CustomerRoutes('funding', 'api/v1')
export class WithdrawalRecordsController {
  constructor(private readonly records: RecordsQuery) {}

  @Get('withdrawals')
  @PublishedAs('FundingController_withdrawalList')
  @ApiEnvelope(WithdrawalRecordsPageDto)
  async withdrawalList(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: RecordsFilterDto) {
    return silent(await this.records.withdrawals(customer.customerId, filter));
  }
}
