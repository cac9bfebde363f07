import { Body, Controller, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_HANDLERS } from '../../c2c-staff-roles';
import { C2cOrderStaffResponseDto } from '../queries/c2c-order.response.dto';
import { ExtendC2cOrderCommand } from './extend-order.handler';
import { ExtendC2cOrderDto } from './extend-order.request.dto';

/** Support extends a waiting order's validity by whole hours, with a reason. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/c2c/orders')
@UseGuards(StaffAuthGuard)
export class ExtendC2cOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/extend')
  @Roles(...C2C_HANDLERS)
  @ApiStaffAnswer(C2cOrderStaffResponseDto, { status: 201 })
  async extend(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ExtendC2cOrderDto) {
    return { data: await this.commands.execute(new ExtendC2cOrderCommand(id, staff.staffId, body.hours, body.reason)) };
  }
}
