import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PublishedAs, ReasonDto, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { REVIEWERS } from '../../staff-roles';
import { WithdrawalResponseDto } from '../withdrawal.response.dto';
import { RejectWithdrawalCommand } from './reject-withdrawal.handler';

/** Finance rejects a withdrawal, with a reason; the hold is released. */
@StaffRoutes('api/v1/admin')
export class RejectWithdrawalController {
  constructor(private readonly commands: CommandBus) {}

  @Post('withdrawals/:id/reject')
  @PublishedAs('FundingAdminController_rejectWithdrawal')
  @StaffAnswer(REVIEWERS, WithdrawalResponseDto, { status: 201 })
  async rejectWithdrawal(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new RejectWithdrawalCommand(staff, id, body.reason)) };
  }
}
