import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { ApprovalNoteDto } from '../../review-decision.request.dto';
import { REVIEWERS } from '../../staff-roles';
import { WithdrawalResponseDto } from '../withdrawal.response.dto';
import { ApproveWithdrawalCommand } from './approve-withdrawal.handler';

/** Finance approves a withdrawal: the held amount leaves the customer's ledger (above the dual-approval threshold, at the second approval). */
@StaffRoutes('api/v1/admin')
export class ApproveWithdrawalController {
  constructor(private readonly commands: CommandBus) {}

  @Post('withdrawals/:id/approve')
  @PublishedAs('FundingAdminController_approveWithdrawal')
  @StaffAnswer(REVIEWERS, WithdrawalResponseDto, { status: 201 })
  async approveWithdrawal(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ApprovalNoteDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new ApproveWithdrawalCommand(staff, id, body.note ?? '')) };
  }
}
