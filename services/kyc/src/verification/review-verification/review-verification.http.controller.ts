import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PublishedAs, ReasonDto, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { KYC_REVIEWERS } from '../kyc-staff-roles';
import { KycSubmissionDetailResponseDto } from '../queries/kyc-submission.response.dto';
import { ReviewVerificationCommand } from './review-verification.handler';

/** Compliance approves or rejects a submission under review. */
@StaffRoutes('api/v1/admin/kyc')
export class ReviewVerificationController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/approve')
  @PublishedAs('KycAdminController_approve')
  @StaffAnswer(KYC_REVIEWERS, KycSubmissionDetailResponseDto, { status: 201 })
  async approve(@Param('id', new ParseUUIDPipe()) id: string, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new ReviewVerificationCommand(id, staff.staffId, { decision: 'approve' })) };
  }

  @Post(':id/reject')
  @PublishedAs('KycAdminController_reject')
  @StaffAnswer(KYC_REVIEWERS, KycSubmissionDetailResponseDto, { status: 201 })
  async reject(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto, @CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.commands.execute(new ReviewVerificationCommand(id, staff.staffId, { decision: 'reject', reason: body.reason })) };
  }
}
