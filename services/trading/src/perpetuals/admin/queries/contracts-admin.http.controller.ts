import { Get, Param, Query } from '@nestjs/common';
import { Ctx, PathKeyPipe, StaffAnswer, StaffRoutes, type RequestContext } from '@meridian/http';
import { termsIn } from '../../contract-terms-words';
import { ContractTermsResponseDto } from '../../contract-terms.response.dto';
import { ContractHouseResponseDto } from './contract-house.response.dto';
import { ContractHouseQuery } from './contract-house.query';
import { ContractsAdminQuery } from './contracts-admin.query';
import { ContractsAdminListQueryDto } from './contracts-admin-query.request.dto';
import { LiquidationResponseDto } from './liquidation.response.dto';
import { StaffContractsQuery } from './staff-contracts.query';

/** What staff and the auditor watch of contracts: the house's exposure, the platform accounts, the liquidations and the terms. */
@StaffRoutes('api/v1/admin/contracts')
export class ContractsAdminController {
  constructor(
    private readonly houseQuery: ContractHouseQuery,
    private readonly query: ContractsAdminQuery,
    private readonly contracts: StaffContractsQuery,
  ) {}

  // Declared before `:symbol`, which would otherwise take `house` and `liquidations` for a symbol.
  @Get('house')
  @StaffAnswer(['admin', 'finance', 'support', 'auditor'], ContractHouseResponseDto)
  house() {
    return { data: this.houseQuery.house() };
  }

  /** Every liquidation, newest first, with the recorded tick it happened at. */
  @Get('liquidations')
  @StaffAnswer(['admin', 'finance', 'support', 'auditor'], LiquidationResponseDto, { list: true })
  async liquidations(@Query() query: ContractsAdminListQueryDto) {
    const { items, total } = await this.query.liquidations(query);
    return { data: items, total };
  }

  @Get()
  @StaffAnswer(['admin', 'finance', 'support', 'auditor'], ContractTermsResponseDto, { list: true })
  list(@Ctx() ctx: RequestContext) {
    const data = this.contracts.contracts().map((terms) => termsIn(ctx.lang, terms));
    return { data, total: data.length };
  }

  @Get(':symbol')
  @StaffAnswer(['admin', 'finance', 'support', 'auditor'], ContractTermsResponseDto)
  one(@Param('symbol', new PathKeyPipe()) symbol: string, @Ctx() ctx: RequestContext) {
    return { data: termsIn(ctx.lang, this.contracts.contract(symbol)) };
  }
}
