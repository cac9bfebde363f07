import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PublishedAs, ReasonDto, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { LENDING_DECIDERS } from '../../lending-staff-roles';
import { LoanDetailResponseDto } from '../queries/loan.response.dto';
import { ReviewLoanCommand } from './review-loan.handler';

/** Finance disburses a pending loan from the loan book, or rejects it with a reason. */
@StaffRoutes('api/v1/admin/loans')
export class ReviewLoanController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/disburse')
  @PublishedAs('LendingAdminController_disburse')
  @StaffAnswer(LENDING_DECIDERS, LoanDetailResponseDto)
  async disburse(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.commands.execute(new ReviewLoanCommand(id, staff.staffId, { decision: 'disburse' })) };
  }

  @Post(':id/reject')
  @PublishedAs('LendingAdminController_reject')
  @StaffAnswer(LENDING_DECIDERS, LoanDetailResponseDto)
  async reject(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new ReviewLoanCommand(id, staff.staffId, { decision: 'reject', reason: body.reason })) };
  }
}
