import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, PathKeyPipe, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { REWARDS_DECIDERS } from '../../engagement-staff-roles';
import { SignInRulesView } from '../queries/sign-in-rules-view';
import { SignInRulesResponseDto } from '../queries/sign-in.response.dto';
import { ChangeSignInRulesHandler } from './change-sign-in-rules.handler';
import { ChangeSignInRulesRequestDto } from './change-sign-in-rules.request.dto';

/** Finance changes the sign-in rules: what tightens applies at once, what loosens is a proposal another member confirms. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/sign-in-rules')
@UseGuards(StaffAuthGuard)
export class ChangeSignInRulesController {
  constructor(
    private readonly handler: ChangeSignInRulesHandler,
    private readonly view: SignInRulesView,
  ) {}

  @Put(':id')
  @Roles(...REWARDS_DECIDERS)
  @ApiStaffAnswer(SignInRulesResponseDto)
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
