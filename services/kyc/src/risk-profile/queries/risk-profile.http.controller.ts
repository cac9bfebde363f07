import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RETAKE_AFTER_DAYS, RISK_BANDS, RISK_CAPS, RISK_QUESTIONS } from '@meridian/contracts';
import { ApiEnvelope, CurrentCustomer, CustomerAuthGuard, silent } from '@meridian/http';
import { CLOCK, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { RiskProfileQuery } from './risk-profile.query';
import { RiskProfileResponseDto, RiskQuestionnaireResponseDto } from './risk-profile.response.dto';

/** The risk questionnaire (docs/kyc.md, "Risk profile"): published questions, scoring and caps; a customer's profile. */
@ApiTags('risk')
@Controller('api/v1/risk')
export class RiskController {
  constructor(
    private readonly profiles: RiskProfileQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Open to anyone: the questions with their option ids and points, the bands and what each profile allows. */
  @Get('questionnaire')
  @ApiEnvelope(RiskQuestionnaireResponseDto)
  questionnaire() {
    return silent({ questions: [...RISK_QUESTIONS].map((question) => ({ ...question, options: [...question.options] })), bands: [...RISK_BANDS], caps: [...RISK_CAPS], retakeAfterDays: RETAKE_AFTER_DAYS });
  }

  @Get('profile')
  @ApiEnvelope(RiskProfileResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async profile(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.profiles.of(customer.customerId, this.clock.now()));
  }
}
