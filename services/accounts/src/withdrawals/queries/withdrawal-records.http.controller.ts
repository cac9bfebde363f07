import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, CurrentCustomer, CustomerAuthGuard, PublishedAs, silent } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { RecordsFilterDto } from '../../records/queries/records-filter.request.dto';
import { RecordsQuery } from '../../records/queries/records.query';
import { WithdrawalRecordsPageDto } from '../../records/queries/records.response.dto';

/** The customer's own withdrawals, newest first. */
@ApiTags('funding')
@ApiBearerAuth()
@Controller('api/v1')
@UseGuards(CustomerAuthGuard)
export class WithdrawalRecordsController {
  constructor(private readonly records: RecordsQuery) {}

  @Get('withdrawals')
  @PublishedAs('FundingController_withdrawalList')
  @ApiEnvelope(WithdrawalRecordsPageDto)
  async withdrawalList(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: RecordsFilterDto) {
    return silent(await this.records.withdrawals(customer.customerId, filter));
  }
}
