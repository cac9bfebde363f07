import { Body, Param, Put } from '@nestjs/common';
import { Ctx, CurrentStaff, PathKeyPipe, PublishedAs, StaffAnswer, StaffRoutes, type RequestContext } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';

import { termsIn } from '../../contract-terms-words';
import { ContractTermsResponseDto } from '../../contract-terms.response.dto';
import { ConfigureContractHandler } from './configure-contract.handler';
import { ConfigureContractDto } from './configure-contract.request.dto';

@StaffRoutes('api/v1/admin/contracts')
export class ConfigureContractHttpController {
  constructor(private readonly handler: ConfigureContractHandler) {}

  /** A change of terms, with the staff member's reason; it reaches only positions opened after it. */
  @Put(':symbol')
  @PublishedAs('ContractsAdminController_configure')
  @StaffAnswer(['admin'], ContractTermsResponseDto)
  async configure(@Param('symbol', new PathKeyPipe()) symbol: string, @Body() body: ConfigureContractDto, @CurrentStaff() staff: StaffPrincipal, @Ctx() ctx: RequestContext) {
    // What loosens a term waits for a second admin: `proposal` names it (GET /admin/proposals/trading).
    const { terms, proposal } = await this.handler.configure(staff, symbol, body);
    return { data: termsIn(ctx.lang, terms), proposal };
  }
}
