import { Body, Param, Put } from '@nestjs/common';
import { CurrentStaff, PathKeyPipe, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { REWARDS_DECIDERS } from '../../engagement-staff-roles';
import { referralRulesView } from '../queries/referral.http.controller';
import { ReferralRulesQuery } from '../queries/referral-rules.query';
import { ReferralRulesResponseDto } from '../queries/referral.response.dto';
import { ChangeReferralRulesHandler } from './change-referral-rules.handler';
import { ChangeReferralRulesRequestDto } from './change-referral-rules.request.dto';

/** Finance changes the referral rules: what tightens applies at once, what loosens is a proposal another member confirms. */
@StaffRoutes('api/v1/admin/referral-rules')
export class ChangeReferralRulesController {
  constructor(
    private readonly handler: ChangeReferralRulesHandler,
    private readonly rules: ReferralRulesQuery,
  ) {}

  @Put(':id')
  @StaffAnswer(REWARDS_DECIDERS, ReferralRulesResponseDto)
  async change(
    @CurrentStaff() staff: StaffPrincipal,
    @Param('id', new PathKeyPipe()) id: string,
    @Body() body: ChangeReferralRulesRequestDto,
  ) {
    await referralRulesView(this.rules, id);
    const { reason, ...rules } = body;
    const proposal = await this.handler.change(staff, rules, reason ?? '');
    return { data: await referralRulesView(this.rules, id), proposal };
  }
}
