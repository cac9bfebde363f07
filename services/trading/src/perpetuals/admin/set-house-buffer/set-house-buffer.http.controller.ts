import { Body, Put } from '@nestjs/common';
import { CurrentStaff, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';

import { HouseBufferResponseDto } from '../queries/contract-house.response.dto';
import { HouseBufferControl } from './set-house-buffer.handler';
import { HouseBufferRequestDto } from './set-house-buffer.request.dto';

@StaffRoutes('api/v1/admin/contracts')
export class SetHouseBufferHttpController {
  constructor(private readonly buffer: HouseBufferControl) {}

  /**
   * The share of its net contract exposure the house must hold on top of its options' payouts before
   * it takes new exposure, with a reason (docs/contracts.md). Recorded in the contract core's log.
   * A higher share applies at once; a lower one, or null (not enforced), loosens the control and waits
   * for a second admin: `proposal` names it (GET /admin/proposals/trading).
   */
  @Put('house/buffer')
  @PublishedAs('ContractsAdminController_houseBuffer')
  @StaffAnswer(['admin'], HouseBufferResponseDto)
  async houseBuffer(@Body() body: HouseBufferRequestDto, @CurrentStaff() staff: StaffPrincipal) {
    const { buffer, proposal } = await this.buffer.change(staff, body.share, body.reason);
    return { data: buffer, proposal };
  }
}
