import { Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import { reviewQueuePage, ReviewQueueQueryDto } from '../../records/queries/records-filter.request.dto';
import { RecordsQuery } from '../../records/queries/records.query';
import { READERS } from '../../staff-roles';
import { WithdrawalResponseDto } from '../withdrawal.response.dto';

/** Finance's withdrawal queue: every customer's requests, and one of them. */
@StaffRoutes('api/v1/admin')
export class StaffWithdrawalsController {
  constructor(private readonly records: RecordsQuery) {}

  @Get('withdrawals')
  @PublishedAs('FundingAdminController_withdrawalQueue')
  @StaffAnswer(READERS, WithdrawalResponseDto, { list: true })
  async withdrawalQueue(@Query() query: ReviewQueueQueryDto) {
    return reviewQueuePage(query, (customerId, filter) => this.records.withdrawals(customerId, filter));
  }

  @Get('withdrawals/:id')
  @PublishedAs('FundingAdminController_withdrawal')
  @StaffAnswer(READERS, WithdrawalResponseDto)
  async withdrawal(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.records.withdrawal(id) };
  }
}
