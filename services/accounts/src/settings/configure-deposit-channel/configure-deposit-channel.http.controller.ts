import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, PathKeyPipe, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { REVIEWERS } from '../../staff-roles';
import { ConfigureDepositChannelHandler } from './configure-deposit-channel.handler';
import { DepositChannelDto } from './configure-deposit-channel.request.dto';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin')
@UseGuards(StaffAuthGuard)
export class ConfigureDepositChannelController {
  constructor(private readonly handler: ConfigureDepositChannelHandler) {}

  @Put('deposit-addresses/:id')
  @PublishedAs('FundingAdminController_configureDepositChannel')
  @Roles(...REVIEWERS)
  async configureDepositChannel(@Param('id', new PathKeyPipe()) id: string, @Body() body: DepositChannelDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.handler.execute(staff, id, { address: body.address, memo: body.memo ?? '', enabled: body.enabled }) };
  }
}
