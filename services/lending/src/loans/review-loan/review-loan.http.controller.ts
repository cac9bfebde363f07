import { Body, Controller, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, PublishedAs, ReasonDto, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { LENDING_DECIDERS } from '../../lending-staff-roles';
import { LoanDetailResponseDto } from '../queries/loan.response.dto';
import { ReviewLoanCommand } from './review-loan.handler';

/** Finance disburses a pending loan from the loan book, or rejects it with a reason. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/loans')
@UseGuards(StaffAuthGuard)
export class ReviewLoanController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/disburse')
  @PublishedAs('LendingAdminController_disburse')
  @Roles(...LENDING_DECIDERS)
  @ApiStaffAnswer(LoanDetailResponseDto)
  async disburse(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.commands.execute(new ReviewLoanCommand(id, staff.staffId, { decision: 'disburse' })) };
  }

  @Post(':id/reject')
  @PublishedAs('LendingAdminController_reject')
  @Roles(...LENDING_DECIDERS)
  @ApiStaffAnswer(LoanDetailResponseDto)
  async reject(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new ReviewLoanCommand(id, staff.staffId, { decision: 'reject', reason: body.reason })) };
  }
}
