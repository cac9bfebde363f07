import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, ReasonDto, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_HANDLERS } from '../../c2c-staff-roles';
import { C2cOrderStaffResponseDto } from '../queries/c2c-order.response.dto';
import { RejectC2cOrderCommand } from './reject-order.handler';

/** Staff reject an order with the reason the customer reads (a payer who is not the verified person, no money arrived). */
@StaffRoutes('api/v1/admin/c2c/orders')
export class RejectC2cOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/reject')
  @StaffAnswer(C2C_HANDLERS, C2cOrderStaffResponseDto, { status: 201 })
  async reject(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new RejectC2cOrderCommand(id, staff.staffId, body.reason)) };
  }
}
