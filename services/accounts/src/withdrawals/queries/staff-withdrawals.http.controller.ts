import { Controller, Get, Param, ParseUUIDPipe, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import { reviewQueue, ReviewQueueQueryDto } from '../../records/queries/records-filter.request.dto';
import { RecordsQuery } from '../../records/queries/records.query';
import { READERS } from '../../staff-roles';
import { WithdrawalResponseDto } from '../withdrawal.response.dto';

/** Finance's withdrawal queue: every customer's requests, and one of them. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin')
@UseGuards(StaffAuthGuard)
export class StaffWithdrawalsController {
  constructor(private readonly records: RecordsQuery) {}

  @Get('withdrawals')
  @PublishedAs('FundingAdminController_withdrawalQueue')
  @ApiStaffAnswer(WithdrawalResponseDto, { list: true })
  @Roles(...READERS)
  async withdrawalQueue(@Query() query: ReviewQueueQueryDto) {
    const { customerId, filter } = reviewQueue(query);
    const page = await this.records.withdrawals(customerId, filter);
    return { data: page.items, total: page.total };
  }

  @Get('withdrawals/:id')
  @PublishedAs('FundingAdminController_withdrawal')
  @ApiStaffAnswer(WithdrawalResponseDto)
  @Roles(...READERS)
  async withdrawal(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.records.withdrawal(id) };
  }
}
