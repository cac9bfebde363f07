import { Body, Controller, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { ApprovalNoteDto } from '../../review-decision.request.dto';
import { REVIEWERS } from '../../staff-roles';
import { WithdrawalResponseDto } from '../withdrawal.response.dto';
import { ApproveWithdrawalCommand } from './approve-withdrawal.handler';

/** Finance approves a withdrawal: the held amount leaves the customer's ledger (above the dual-approval threshold, at the second approval). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin')
@UseGuards(StaffAuthGuard)
export class ApproveWithdrawalController {
  constructor(private readonly commands: CommandBus) {}

  @Post('withdrawals/:id/approve')
  @PublishedAs('FundingAdminController_approveWithdrawal')
  @ApiStaffAnswer(WithdrawalResponseDto, { status: 201 })
  @Roles(...REVIEWERS)
  async approveWithdrawal(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ApprovalNoteDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new ApproveWithdrawalCommand(staff, id, body.note ?? '')) };
  }
}
