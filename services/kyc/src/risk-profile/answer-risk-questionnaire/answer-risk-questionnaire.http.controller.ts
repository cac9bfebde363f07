import { Body, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { RiskProfileResponseDto } from '../queries/risk-profile.response.dto';
import { AnswerRiskQuestionnaireCommand } from './answer-risk-questionnaire.handler';
import { RiskAnswersRequestDto } from './answer-risk-questionnaire.request.dto';

/** The customer answers the risk questionnaire and reads the profile it gives. */
@CustomerRoutes('risk', 'api/v1/risk')
export class AnswerRiskQuestionnaireController {
  constructor(private readonly commands: CommandBus) {}

  @Post('answers')
  @HttpCode(200)
  @ApiEnvelope(RiskProfileResponseDto)
  @PublishedAs('RiskController_answer', 'Answer the questionnaire; answers the profile it gives (a retake waits 30 days)')
  async answer(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: RiskAnswersRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new AnswerRiskQuestionnaireCommand(customer, body)), translate(ctx.lang, 'ok.riskAssessed'), 1);
  }
}
