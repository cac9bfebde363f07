import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, ReasonDto, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_FINANCE } from '../../c2c-staff-roles';
import { C2cOrderStaffResponseDto } from '../queries/c2c-order.response.dto';
import { CompleteC2cOrderCommand } from './complete-order.handler';

/** Finance completes an order (four eyes above the threshold): the USDT goes to the customer's wallet. */
@StaffRoutes('api/v1/admin/c2c/orders')
export class CompleteC2cOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/complete')
  @StaffAnswer(C2C_FINANCE, C2cOrderStaffResponseDto, { status: 201 })
  async complete(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new CompleteC2cOrderCommand(id, staff.staffId, body.reason)) };
  }
}
