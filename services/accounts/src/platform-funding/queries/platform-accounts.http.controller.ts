import { Get } from '@nestjs/common';
import { PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import { BalancesQuery } from '../../records/queries/balances.query';
import { PlatformAccountResponseDto } from '../platform-account.response.dto';

@StaffRoutes('api/v1/admin')
export class PlatformAccountsController {
  constructor(private readonly balances: BalancesQuery) {}

  /** What each platform account holds: earn payouts and the loan book against what they have promised. */
  @Get('platform-accounts')
  @PublishedAs('FundingAdminController_platformAccounts')
  @StaffAnswer(['admin', 'finance', 'support', 'auditor'], PlatformAccountResponseDto, { list: true })
  async platformAccounts() {
    const data = await this.balances.platformAccounts();
    return { data, total: data.length };
  }
}
