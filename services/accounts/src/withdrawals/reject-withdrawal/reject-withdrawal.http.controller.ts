import { Body, Controller, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, PublishedAs, ReasonDto, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { REVIEWERS } from '../../staff-roles';
import { WithdrawalResponseDto } from '../withdrawal.response.dto';
import { RejectWithdrawalCommand } from './reject-withdrawal.handler';

/** Finance rejects a withdrawal, with a reason; the hold is released. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin')
@UseGuards(StaffAuthGuard)
export class RejectWithdrawalController {
  constructor(private readonly commands: CommandBus) {}

  @Post('withdrawals/:id/reject')
  @PublishedAs('FundingAdminController_rejectWithdrawal')
  @ApiStaffAnswer(WithdrawalResponseDto, { status: 201 })
  @Roles(...REVIEWERS)
  async rejectWithdrawal(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new RejectWithdrawalCommand(staff, id, body.reason)) };
  }
}
