import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PublishedAs, ReasonDto, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { EarnOrderDetailResponseDto } from '../queries/earn-orders.response.dto';
import { ReviewRedemptionCommand } from './review-redemption.handler';

const DECIDERS = ['admin', 'finance'] as const;

/** Finance approves an early redemption or rejects it with a reason the customer reads. */
@StaffRoutes('api/v1/admin/earn')
export class ReviewRedemptionController {
  constructor(private readonly commands: CommandBus) {}

  @PublishedAs('EarnAdminController_approve')
  @Post('orders/:id/approve-redemption')
  @StaffAnswer(DECIDERS, EarnOrderDetailResponseDto)
  async approve(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.commands.execute(new ReviewRedemptionCommand(id, staff.staffId, { decision: 'approve' })) };
  }

  @PublishedAs('EarnAdminController_reject')
  @Post('orders/:id/reject-redemption')
  @StaffAnswer(DECIDERS, EarnOrderDetailResponseDto)
  async reject(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new ReviewRedemptionCommand(id, staff.staffId, { decision: 'reject', reason: body.reason })) };
  }
}
