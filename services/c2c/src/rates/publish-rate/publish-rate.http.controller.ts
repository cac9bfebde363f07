import { Body, Param, Put } from '@nestjs/common';
import { CurrentStaff, PathKeyPipe, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_FINANCE } from '../../c2c-staff-roles';
import { C2cRateResponseDto } from '../queries/c2c-rate.response.dto';
import { fiatOf } from '../queries/c2c-rates.query';
import { PublishC2cRateHandler } from './publish-rate.handler';
import { PublishC2cRateDto } from './publish-rate.request.dto';

/** Finance publishes a currency's rate: what tightens applies at once, what loosens waits for a second member. */
@StaffRoutes('api/v1/admin/c2c/rates')
export class PublishC2cRateController {
  constructor(private readonly handler: PublishC2cRateHandler) {}

  @Put(':fiat')
  @StaffAnswer(C2C_FINANCE, C2cRateResponseDto)
  async publish(@CurrentStaff() staff: StaffPrincipal, @Param('fiat', new PathKeyPipe()) fiat: string, @Body() body: PublishC2cRateDto) {
    const rate = { rate: body.rate.trim(), min: body.min.trim(), max: body.max.trim(), enabled: body.enabled };
    const { proposal, ...data } = await this.handler.change(staff, fiatOf(fiat), rate, body.reason ?? '');
    return { data, proposal };
  }
}
