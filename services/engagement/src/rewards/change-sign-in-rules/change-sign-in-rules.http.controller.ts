import { Body, Param, Put } from '@nestjs/common';
import { CurrentStaff, PathKeyPipe, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { REWARDS_DECIDERS } from '../../engagement-staff-roles';
import { SignInRulesView } from '../queries/sign-in-rules-view';
import { SignInRulesResponseDto } from '../queries/sign-in.response.dto';
import { ChangeSignInRulesHandler } from './change-sign-in-rules.handler';
import { ChangeSignInRulesRequestDto } from './change-sign-in-rules.request.dto';

/** Finance changes the sign-in rules: what tightens applies at once, what loosens is a proposal another member confirms. */
@StaffRoutes('api/v1/admin/sign-in-rules')
export class ChangeSignInRulesController {
  constructor(
    private readonly handler: ChangeSignInRulesHandler,
    private readonly view: SignInRulesView,
  ) {}

  @Put(':id')
  @StaffAnswer(REWARDS_DECIDERS, SignInRulesResponseDto)
  async change(
    @CurrentStaff() staff: StaffPrincipal,
    @Param('id', new PathKeyPipe()) id: string,
    @Body() body: ChangeSignInRulesRequestDto,
  ) {
    this.view.oneRecord(id);
    const { reason, ...rules } = body;
    const proposal = await this.handler.change(staff, rules, reason ?? '');
    // A loosening waits for a second staff member: the answer is the rules in force and the proposal.
    return { data: await this.view.current(), proposal };
  }
}
