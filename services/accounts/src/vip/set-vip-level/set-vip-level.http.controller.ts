import { Body, Controller, Param, ParseUUIDPipe, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, PublishedAs, StaffAnswer, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { VipStandingResponseDto } from '../vip-standing.response.dto';
import { SetVipLevelCommand } from './set-vip-level.handler';
import { SetVipLevelDto } from './set-vip-level.request.dto';

@ApiTags('vip')
@Controller('api/v1')
export class SetVipLevelController {
  constructor(private readonly commands: CommandBus) {}

  @Put('admin/customers/:id/vip')
  @PublishedAs('VipController_setLevel')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @StaffAnswer(['admin', 'finance'], VipStandingResponseDto)
  async setLevel(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: SetVipLevelDto) {
    return { data: await this.commands.execute(new SetVipLevelCommand(staff.staffId, id, body.level ?? null, body.reason)) };
  }
}
