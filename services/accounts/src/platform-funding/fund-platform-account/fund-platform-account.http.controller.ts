import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { PlatformAccountResponseDto } from '../platform-account.response.dto';
import { FundPlatformAccountCommand } from './fund-platform-account.handler';
import { PlatformFundingDto } from './fund-platform-account.request.dto';

@StaffRoutes('api/v1/admin')
export class FundPlatformAccountController {
  constructor(private readonly commands: CommandBus) {}

  /** Finance funds a paying platform account from the treasury, with a reason; the request id funds once. */
  @Post('platform-accounts/fundings')
  @PublishedAs('FundingAdminController_fundPlatformAccount')
  @StaffAnswer(['admin', 'finance'], PlatformAccountResponseDto, { list: true })
  async fundPlatformAccount(@CurrentStaff() staff: StaffPrincipal, @Body() body: PlatformFundingDto) {
    const data = await this.commands.execute(new FundPlatformAccountCommand(staff.staffId, body.requestId, body.to, body.amount, body.reason));
    return { data, total: data.length };
  }
}
