import { Body, Controller, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, PublishedAs, ReasonDto, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { LENDING_DECIDERS } from '../../lending-staff-roles';
import { LoanDetailResponseDto } from '../queries/loan.response.dto';
import { ReviewRepaymentProofCommand } from './review-repayment-proof.handler';

/** Finance approves a repayment proof against the bank (two staff above the threshold), or rejects it with a reason. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/loans')
@UseGuards(StaffAuthGuard)
export class ReviewRepaymentProofController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/approve-repayment')
  @PublishedAs('LendingAdminController_approveRepayment')
  @Roles(...LENDING_DECIDERS)
  @ApiStaffAnswer(LoanDetailResponseDto)
  async approveRepayment(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.commands.execute(new ReviewRepaymentProofCommand(id, staff.staffId, { decision: 'approve' })) };
  }

  @Post(':id/reject-repayment')
  @PublishedAs('LendingAdminController_rejectRepayment')
  @Roles(...LENDING_DECIDERS)
  @ApiStaffAnswer(LoanDetailResponseDto)
  async rejectRepayment(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new ReviewRepaymentProofCommand(id, staff.staffId, { decision: 'reject', reason: body.reason })) };
  }
}
