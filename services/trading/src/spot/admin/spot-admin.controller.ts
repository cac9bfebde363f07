import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, AppError, CurrentStaff, PathKeyPipe, Roles, StaffAuthGuard } from '@meridian/http';
import { STAFF_ROLES, type StaffPrincipal } from '@meridian/runtime';
import { MarketMakerSettingsDto } from '../market-maker/market-maker-settings.dto';
import { MarketMakerService } from '../market-maker/market-maker.service';
import { SpotAdminListQueryDto, SpotReplayQueryDto } from './spot-admin-list.query.dto';
import { SpotAdminQuery } from './spot-admin.query';
import { SpotAuditService } from '../audit/spot-audit.service';
import { SpotCustomerReplay } from '../audit/spot-customer-replay';
import { SPOT_FEES_ID, SpotFeesControl } from './spot-fees-control';
import { SpotFeesDto, SpotFeesResponseDto } from './spot-fees.dto';

/** Staff: order and trade search for support, the house market maker's settings for admins, the spot fee rates for finance. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin')
@UseGuards(StaffAuthGuard)
export class SpotAdminController {
  constructor(
    private readonly query: SpotAdminQuery,
    private readonly maker: MarketMakerService,
    private readonly audit: SpotAuditService,
    private readonly customerReplay: SpotCustomerReplay,
    private readonly fees: SpotFeesControl,
  ) {}

  /** The fee rates new spot orders pay (one record, `default`). */
  @Get('spot-fees/:id')
  @Roles(...STAFF_ROLES)
  @ApiStaffAnswer(SpotFeesResponseDto)
  spotFees(@Param('id', new PathKeyPipe()) id: string) {
    if (id !== SPOT_FEES_ID) throw new AppError('request.notFound', 404, 404);
    return { data: this.fees.view() };
  }

  /** A higher rate applies at once; a lower one is answered as `proposal`, which a second finance or admin member confirms. */
  @Put('spot-fees/:id')
  @Roles('admin', 'finance')
  @ApiStaffAnswer(SpotFeesResponseDto)
  async changeSpotFees(@Param('id', new PathKeyPipe()) id: string, @Body() body: SpotFeesDto, @CurrentStaff() staff: StaffPrincipal) {
    if (id !== SPOT_FEES_ID) throw new AppError('request.notFound', 404, 404);
    const { fees, proposal } = await this.fees.change(staff, { makerRate: body.makerRate, takerRate: body.takerRate }, body.reason);
    return { data: fees, proposal };
  }

  @Get('audit/spot-check')
  @Roles('admin', 'auditor', 'finance')
  async spotCheck() {
    return { data: await this.audit.check() };
  }

  @Get('audit/spot/:customerId/replay')
  @Roles('admin', 'auditor', 'finance')
  async spotReplay(@Param('customerId', new ParseUUIDPipe()) customerId: string, @Query() { at }: SpotReplayQueryDto) {
    return { data: await this.customerReplay.replay(customerId, at) };
  }

  @Get('spot-orders')
  @Roles(...STAFF_ROLES)
  async orders(@Query() query: SpotAdminListQueryDto) {
    const page = await this.query.orders(query);
    return { data: page.items, total: page.total };
  }

  @Get('spot-orders/:id')
  @Roles(...STAFF_ROLES)
  async order(@Param('id', new PathKeyPipe()) id: string) {
    return { data: await this.query.order(id) };
  }

  @Get('spot-trades')
  @Roles(...STAFF_ROLES)
  async trades(@Query() query: SpotAdminListQueryDto) {
    const page = await this.query.trades(query);
    return { data: page.items, total: page.total };
  }

  @Get('market-maker')
  @Roles(...STAFF_ROLES)
  marketMaker() {
    const books = this.maker.list();
    return { data: books, total: books.length };
  }

  @Get('market-maker/:symbol')
  @Roles(...STAFF_ROLES)
  marketMakerBook(@Param('symbol', new PathKeyPipe()) symbol: string) {
    return { data: this.maker.one(symbol.toUpperCase()) };
  }

  @Put('market-maker/:symbol')
  @Roles('admin')
  async configure(
    @Param('symbol', new PathKeyPipe()) symbol: string,
    @Body() body: MarketMakerSettingsDto,
    @CurrentStaff() staff: StaffPrincipal,
  ) {
    // What loosens the house's quoting waits for a second admin: `proposal` names it (GET /admin/proposals/trading).
    const { settings, proposal } = await this.maker.configure(staff, symbol.toUpperCase(), body);
    return { data: settings, proposal };
  }
}
