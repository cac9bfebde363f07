import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PublishedAs, ReasonDto, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { LENDING_DECIDERS } from '../../lending-staff-roles';
import { LoanDetailResponseDto } from '../queries/loan.response.dto';
import { ReviewRepaymentProofCommand } from './review-repayment-proof.handler';

/** Finance approves a repayment proof against the bank (two staff above the threshold), or rejects it with a reason. */
@StaffRoutes('api/v1/admin/loans')
export class ReviewRepaymentProofController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/approve-repayment')
  @PublishedAs('LendingAdminController_approveRepayment')
  @StaffAnswer(LENDING_DECIDERS, LoanDetailResponseDto)
  async approveRepayment(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.commands.execute(new ReviewRepaymentProofCommand(id, staff.staffId, { decision: 'approve' })) };
  }

  @Post(':id/reject-repayment')
  @PublishedAs('LendingAdminController_rejectRepayment')
  @StaffAnswer(LENDING_DECIDERS, LoanDetailResponseDto)
  async rejectRepayment(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new ReviewRepaymentProofCommand(id, staff.staffId, { decision: 'reject', reason: body.reason })) };
  }
}
