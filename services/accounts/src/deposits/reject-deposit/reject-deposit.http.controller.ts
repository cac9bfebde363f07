import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PublishedAs, ReasonDto, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { REVIEWERS } from '../../staff-roles';
import { DepositResponseDto } from '../deposit.response.dto';
import { RejectDepositCommand } from './reject-deposit.handler';

/** Finance rejects a deposit, with a reason; nothing is credited. */
@StaffRoutes('api/v1/admin')
export class RejectDepositController {
  constructor(private readonly commands: CommandBus) {}

  @Post('deposits/:id/reject')
  @PublishedAs('FundingAdminController_rejectDeposit')
  @StaffAnswer(REVIEWERS, DepositResponseDto, { status: 201 })
  async rejectDeposit(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new RejectDepositCommand(staff, id, body.reason)) };
  }
}
