import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_HANDLERS } from '../../c2c-staff-roles';
import { C2cOrderStaffResponseDto } from '../queries/c2c-order.response.dto';
import { ExtendC2cOrderCommand } from './extend-order.handler';
import { ExtendC2cOrderDto } from './extend-order.request.dto';

/** Support extends a waiting order's validity by whole hours, with a reason. */
@StaffRoutes('api/v1/admin/c2c/orders')
export class ExtendC2cOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/extend')
  @StaffAnswer(C2C_HANDLERS, C2cOrderStaffResponseDto, { status: 201 })
  async extend(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ExtendC2cOrderDto) {
    return { data: await this.commands.execute(new ExtendC2cOrderCommand(id, staff.staffId, body.hours, body.reason)) };
  }
}
