import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, pageOf, PathKeyPipe, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { ENGAGEMENT_READERS, REWARDS_DECIDERS } from '../../engagement-staff-roles';
import { ReferralCommissionsStaffQueryDto } from '../queries/referral-commissions.request.dto';
import { ReferralCommissionStaffResponseDto } from '../queries/referral.response.dto';
import { ReferralQuery } from '../queries/referral.query';
import { ReferralCommands } from '../referral-commands';
import { ClawBackCommissionRequestDto } from './claw-back-commission.request.dto';

/** Every commission line for staff; finance claws a paid one back with a reason (a correcting entry, docs/referral.md). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/referral-commissions')
@UseGuards(StaffAuthGuard)
export class ReferralCommissionsAdminController {
  constructor(
    private readonly query: ReferralQuery,
    private readonly commands: ReferralCommands,
  ) {}

  @Get()
  @Roles(...ENGAGEMENT_READERS)
  @ApiStaffAnswer(ReferralCommissionStaffResponseDto, { list: true })
  async list(@Query() query: ReferralCommissionsStaffQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'decided_at');
    const { items, total } = await this.query.forStaff({ inviterId: query.inviterId, payerId: query.payerId }, { limit, offset });
    return { data: items, total };
  }

  @Post(':feeId/levels/:level/claw-back')
  @Roles(...REWARDS_DECIDERS)
  @ApiStaffAnswer(ReferralCommissionStaffResponseDto)
  async clawBack(
    @CurrentStaff() staff: StaffPrincipal,
    @Param('feeId', new PathKeyPipe()) feeId: string,
    @Param('level', new PathKeyPipe()) levelText: string,
    @Body() body: ClawBackCommissionRequestDto,
  ) {
    if (!/^[1-4]$/.test(levelText)) throw new DomainError('referral.notFound');
    const level = Number(levelText);
    await this.commands.commission(
      feeId,
      { type: 'ClawBackCommission', data: { feeId, level, staffId: staff.staffId, reason: body.reason } },
      { metadata: { staffId: staff.staffId } },
    );
    const { items } = await this.query.forStaff({ feeId, level }, { limit: 1, offset: 0 });
    return { data: items[0]! };
  }
}
