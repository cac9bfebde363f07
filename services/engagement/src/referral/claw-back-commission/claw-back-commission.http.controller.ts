import { Body, Get, Param, Post, Query } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import { CurrentStaff, PathKeyPipe, StaffAnswer, staffListPage, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { ENGAGEMENT_READERS, REWARDS_DECIDERS } from '../../engagement-staff-roles';
import { ReferralCommissionsStaffQueryDto } from '../queries/referral-commissions.request.dto';
import { ReferralCommissionStaffResponseDto } from '../queries/referral.response.dto';
import { ReferralQuery } from '../queries/referral.query';
import { ReferralCommands } from '../referral-commands';
import { ClawBackCommissionRequestDto } from './claw-back-commission.request.dto';

/** Every commission line for staff; finance claws a paid one back with a reason (a correcting entry, docs/referral.md). */
@StaffRoutes('api/v1/admin/referral-commissions')
export class ReferralCommissionsAdminController {
  constructor(
    private readonly query: ReferralQuery,
    private readonly commands: ReferralCommands,
  ) {}

  @Get()
  @StaffAnswer(ENGAGEMENT_READERS, ReferralCommissionStaffResponseDto, { list: true })
  async list(@Query() query: ReferralCommissionsStaffQueryDto) {
    return staffListPage(query, (window) => this.query.forStaff({ inviterId: query.inviterId, payerId: query.payerId }, window));
  }

  @Post(':feeId/levels/:level/claw-back')
  @StaffAnswer(REWARDS_DECIDERS, ReferralCommissionStaffResponseDto)
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
