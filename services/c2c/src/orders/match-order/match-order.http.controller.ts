import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_HANDLERS } from '../../c2c-staff-roles';
import { C2cOrderStaffResponseDto } from '../queries/c2c-order.response.dto';
import { MatchC2cOrderCommand } from './match-order.handler';
import { MatchC2cOrderDto } from './match-order.request.dto';

/** Support matches an order to a receiving account; the inventory holds the amount. */
@StaffRoutes('api/v1/admin/c2c/orders')
export class MatchC2cOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/match')
  @StaffAnswer(C2C_HANDLERS, C2cOrderStaffResponseDto, { status: 201 })
  async match(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: MatchC2cOrderDto) {
    return { data: await this.commands.execute(new MatchC2cOrderCommand(id, staff.staffId, body.receivingAccountId)) };
  }
}
