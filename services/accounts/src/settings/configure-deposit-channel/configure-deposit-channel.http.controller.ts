import { Body, Param, Put } from '@nestjs/common';
import { CurrentStaff, PathKeyPipe, PublishedAs, Roles, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { REVIEWERS } from '../../staff-roles';
import { ConfigureDepositChannelHandler } from './configure-deposit-channel.handler';
import { DepositChannelDto } from './configure-deposit-channel.request.dto';

@StaffRoutes('api/v1/admin')
export class ConfigureDepositChannelController {
  constructor(private readonly handler: ConfigureDepositChannelHandler) {}

  @Put('deposit-addresses/:id')
  @PublishedAs('FundingAdminController_configureDepositChannel')
  @Roles(...REVIEWERS)
  async configureDepositChannel(@Param('id', new PathKeyPipe()) id: string, @Body() body: DepositChannelDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.handler.execute(staff, id, { address: body.address, memo: body.memo ?? '', enabled: body.enabled }) };
  }
}
