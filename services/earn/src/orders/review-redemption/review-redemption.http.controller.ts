import { Body, Controller, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, PublishedAs, ReasonDto, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { EarnOrderDetailResponseDto } from '../queries/earn-orders.response.dto';
import { ReviewRedemptionCommand } from './review-redemption.handler';

const DECIDERS = ['admin', 'finance'] as const;

/** Finance approves an early redemption or rejects it with a reason the customer reads. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/earn')
@UseGuards(StaffAuthGuard)
export class ReviewRedemptionController {
  constructor(private readonly commands: CommandBus) {}

  @PublishedAs('EarnAdminController_approve')
  @Post('orders/:id/approve-redemption')
  @Roles(...DECIDERS)
  @ApiStaffAnswer(EarnOrderDetailResponseDto)
  async approve(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.commands.execute(new ReviewRedemptionCommand(id, staff.staffId, { decision: 'approve' })) };
  }

  @PublishedAs('EarnAdminController_reject')
  @Post('orders/:id/reject-redemption')
  @Roles(...DECIDERS)
  @ApiStaffAnswer(EarnOrderDetailResponseDto)
  async reject(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new ReviewRedemptionCommand(id, staff.staffId, { decision: 'reject', reason: body.reason })) };
  }
}
