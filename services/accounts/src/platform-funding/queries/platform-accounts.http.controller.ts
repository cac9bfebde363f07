import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import { BalancesQuery } from '../../records/queries/balances.query';
import { PlatformAccountResponseDto } from '../platform-account.response.dto';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin')
@UseGuards(StaffAuthGuard)
export class PlatformAccountsController {
  constructor(private readonly balances: BalancesQuery) {}

  /** What each platform account holds: earn payouts and the loan book against what they have promised. */
  @Get('platform-accounts')
  @PublishedAs('FundingAdminController_platformAccounts')
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(PlatformAccountResponseDto, { list: true })
  async platformAccounts() {
    const data = await this.balances.platformAccounts();
    return { data, total: data.length };
  }
}
