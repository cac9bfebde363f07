import { Body, Controller, Get, Param, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, Ctx, CurrentStaff, PathKeyPipe, Roles, StaffAuthGuard, type RequestContext } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { termsIn } from '../contract-terms-words';
import { ContractTradingService } from '../contract-trading.service';
import { OptionBookEntryResponseDto, OptionRestrictionsRequestDto, OptionRestrictionsResponseDto } from '../options/option.dto';
import { OptionTradingService } from '../options/option-trading.service';
import { ContractHouseResponseDto, ContractTermsResponseDto, HouseBufferResponseDto, LiquidationResponseDto } from '../position-entry/position.response.dto';
import { ConfigureContractDto } from './configure-contract.dto';
import { HouseBufferRequestDto } from './house-buffer.dto';
import { HouseBufferControl } from './house-buffer-control';
import { ContractsAdminQuery } from './contracts-admin.query';
import { ContractsAdminListQueryDto } from './contracts-admin.query.dto';

/** What staff and the auditor watch of contracts: the house's exposure and the platform accounts. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/contracts')
@UseGuards(StaffAuthGuard)
export class ContractsAdminController {
  constructor(
    private readonly contracts: ContractTradingService,
    private readonly query: ContractsAdminQuery,
    private readonly buffer: HouseBufferControl,
  ) {}

  @Get('house')
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(ContractHouseResponseDto)
  house() {
    return { data: this.contracts.house() };
  }

  /**
   * The share of its net contract exposure the house must hold on top of its options' payouts before
   * it takes new exposure, with a reason (docs/contracts.md). Recorded in the contract core's log.
   * A higher share applies at once; a lower one, or null (not enforced), loosens the control and waits
   * for a second admin: `proposal` names it (GET /admin/proposals/trading).
   */
  @Put('house/buffer')
  @Roles('admin')
  @ApiStaffAnswer(HouseBufferResponseDto)
  async houseBuffer(@Body() body: HouseBufferRequestDto, @CurrentStaff() staff: StaffPrincipal) {
    const { buffer, proposal } = await this.buffer.change(staff, body.share, body.reason);
    return { data: buffer, proposal };
  }

  /** Every liquidation, newest first, with the recorded tick it happened at. */
  @Get('liquidations')
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(LiquidationResponseDto, { list: true })
  async liquidations(@Query() query: ContractsAdminListQueryDto) {
    const { items, total } = await this.query.liquidations(query);
    return { data: items, total };
  }

  @Get()
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(ContractTermsResponseDto, { list: true })
  list(@Ctx() ctx: RequestContext) {
    const data = this.contracts.contractsForStaff().map((terms) => termsIn(ctx.lang, terms));
    return { data, total: data.length };
  }

  @Get(':symbol')
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(ContractTermsResponseDto)
  one(@Param('symbol', new PathKeyPipe()) symbol: string, @Ctx() ctx: RequestContext) {
    return { data: termsIn(ctx.lang, this.contracts.contractForStaff(symbol)) };
  }

  /** A change of terms, with the staff member's reason; it reaches only positions opened after it. */
  @Put(':symbol')
  @Roles('admin')
  @ApiStaffAnswer(ContractTermsResponseDto)
  async configure(@Param('symbol', new PathKeyPipe()) symbol: string, @Body() body: ConfigureContractDto, @CurrentStaff() staff: StaffPrincipal, @Ctx() ctx: RequestContext) {
    // What loosens a term waits for a second admin: `proposal` names it (GET /admin/proposals/trading).
    const { terms, proposal } = await this.contracts.configure(staff, symbol, body);
    return { data: termsIn(ctx.lang, terms), proposal };
  }
}

/** The option book: every option order, waiting or settled, with the ticks it used. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/option-orders')
@UseGuards(StaffAuthGuard)
export class OptionBookAdminController {
  constructor(private readonly query: ContractsAdminQuery) {}

  @Get()
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(OptionBookEntryResponseDto, { list: true })
  async list(@Query() query: ContractsAdminListQueryDto) {
    const { items, total } = await this.query.options(query);
    return { data: items, total };
  }
}

/**
 * Where real-money options are refused: one record (`current`), read by staff, changed by admins and
 * compliance with a reason. Empty by default; the EU and the UK ban them for retail customers.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/option-restrictions')
@UseGuards(StaffAuthGuard)
export class OptionRestrictionsAdminController {
  constructor(private readonly options: OptionTradingService) {}

  @Get(':id')
  @Roles('admin', 'compliance', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(OptionRestrictionsResponseDto)
  read() {
    return { data: this.options.restrictions() };
  }

  @Put(':id')
  @Roles('admin', 'compliance')
  @ApiStaffAnswer(OptionRestrictionsResponseDto)
  async change(@Body() body: OptionRestrictionsRequestDto, @CurrentStaff() staff: StaffPrincipal) {
    const { restrictions, proposal } = await this.options.restrict(staff, body.countries, body.reason);
    return { data: restrictions, proposal };
  }
}
