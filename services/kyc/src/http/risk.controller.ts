import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RETAKE_AFTER_DAYS, RISK_BANDS, RISK_CAPS, RISK_QUESTIONS } from '@meridian/contracts';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, translate, type RequestContext } from '@meridian/http';
import { CLOCK, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { RiskProfileQuery } from '../risk-profile/risk-profile.query';
import { AnswerRiskQuestionnaireCommand } from '../use-cases/answer-risk-questionnaire/answer-risk-questionnaire.handler';
import { RiskAnswersRequestDto } from '../use-cases/answer-risk-questionnaire/answer-risk-questionnaire.request.dto';
import { RiskProfileResponseDto, RiskQuestionnaireResponseDto } from './risk.response.dto';

/** The risk questionnaire (docs/kyc.md, "Risk profile"): published questions, scoring and caps; a customer's answers. */
@ApiTags('risk')
@Controller('api/v1/risk')
export class RiskController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: RiskProfileQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Open to anyone: the questions with their option ids and points, the bands and what each profile allows. */
  @Get('questionnaire')
  @ApiEnvelope(RiskQuestionnaireResponseDto)
  questionnaire() {
    return envelope({ questions: [...RISK_QUESTIONS].map((question) => ({ ...question, options: [...question.options] })), bands: [...RISK_BANDS], caps: [...RISK_CAPS], retakeAfterDays: RETAKE_AFTER_DAYS }, '', 7);
  }

  @Get('profile')
  @ApiEnvelope(RiskProfileResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async profile(@CurrentCustomer() customer: CustomerPrincipal) {
    return envelope(await this.profiles.of(customer.customerId, this.clock.now()), '', 7);
  }

  @Post('answers')
  @HttpCode(200)
  @ApiEnvelope(RiskProfileResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @ApiOperation({ summary: 'Answer the questionnaire; answers the profile it gives (a retake waits 30 days)' })
  async answer(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: RiskAnswersRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new AnswerRiskQuestionnaireCommand(customer, body)), translate(ctx.lang, 'ok.riskAssessed'), 1);
  }
}
