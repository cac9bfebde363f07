import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { ApprovalNoteDto } from '../../review-decision.request.dto';
import { REVIEWERS } from '../../staff-roles';
import { DepositResponseDto } from '../deposit.response.dto';
import { ApproveDepositCommand } from './approve-deposit.handler';

/** Finance approves a deposit: the customer is credited (above the dual-approval threshold, at the second approval). */
@StaffRoutes('api/v1/admin')
export class ApproveDepositController {
  constructor(private readonly commands: CommandBus) {}

  @Post('deposits/:id/approve')
  @PublishedAs('FundingAdminController_approveDeposit')
  @StaffAnswer(REVIEWERS, DepositResponseDto, { status: 201 })
  async approveDeposit(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ApprovalNoteDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new ApproveDepositCommand(staff, id, body.note ?? '')) };
  }
}
