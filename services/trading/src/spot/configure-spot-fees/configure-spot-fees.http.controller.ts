import { Body, Param, Put } from '@nestjs/common';
import { AppError, CurrentStaff, PathKeyPipe, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { ConfigureSpotFeesHandler, SPOT_FEES_ID } from './configure-spot-fees.handler';
import { SpotFeesDto } from './configure-spot-fees.request.dto';
import { SpotFeesResponseDto } from './configure-spot-fees.response.dto';

/** Finance or an admin changes the fee rates new spot orders pay. */
@StaffRoutes('api/v1/admin')
export class ConfigureSpotFeesHttpController {
  constructor(private readonly fees: ConfigureSpotFeesHandler) {}

  /** A higher rate applies at once; a lower one is answered as `proposal`, which a second finance or admin member confirms. */
  @Put('spot-fees/:id')
  @PublishedAs('SpotAdminController_changeSpotFees')
  @StaffAnswer(['admin', 'finance'], SpotFeesResponseDto)
  async changeSpotFees(@Param('id', new PathKeyPipe()) id: string, @Body() body: SpotFeesDto, @CurrentStaff() staff: StaffPrincipal) {
    if (id !== SPOT_FEES_ID) throw new AppError('request.notFound', 404, 404);
    const { fees, proposal } = await this.fees.change(staff, { makerRate: body.makerRate, takerRate: body.takerRate }, body.reason);
    return { data: fees, proposal };
  }
}
