import { Body, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CREDIT_DECIDERS } from '../../lending-staff-roles';
import { BorrowerStandingResponseDto } from '../queries/credit.response.dto';
import { EvaluateCreditCommand } from './evaluate-credit.handler';
import { CreditEvaluationDto } from './evaluate-credit.request.dto';

/** Finance or compliance sets a customer's score with a reason. */
@StaffRoutes('api/v1/admin/credit')
export class EvaluateCreditController {
  constructor(private readonly commands: CommandBus) {}

  /** The score with a reason; the customer's open apps are told the score and the limit it gives. */
  @Put(':customerId')
  @PublishedAs('LendingAdminController_evaluate')
  @StaffAnswer(CREDIT_DECIDERS, BorrowerStandingResponseDto)
  async evaluate(@CurrentStaff() staff: StaffPrincipal, @Param('customerId', new ParseUUIDPipe()) customerId: string, @Body() body: CreditEvaluationDto) {
    return { data: { id: customerId, ...(await this.commands.execute(new EvaluateCreditCommand(staff.staffId, customerId, body.score, body.reason))) } };
  }
}
