import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, Roles, StaffAuthGuard } from '@meridian/http';
import { STAFF_ROLES, type StaffPrincipal } from '@meridian/runtime';
import { MarketMakerSettingsDto } from '../market-maker/market-maker-settings.dto';
import { MarketMakerService } from '../market-maker/market-maker.service';
import { SpotAdminListQueryDto, SpotReplayQueryDto } from './spot-admin-list.query.dto';
import { SpotAdminQuery } from './spot-admin.query';
import { SpotAuditService } from '../audit/spot-audit.service';
import { SpotCustomerReplay } from '../audit/spot-customer-replay';

/** Staff: order and trade search for support, and the house market maker's settings for admins. */
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
  ) {}

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
  async order(@Param('id') id: string) {
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
  marketMakerBook(@Param('symbol') symbol: string) {
    return { data: this.maker.one(symbol.toUpperCase()) };
  }

  @Put('market-maker/:symbol')
  @Roles('admin')
  async configure(
    @Param('symbol') symbol: string,
    @Body() body: MarketMakerSettingsDto,
    @CurrentStaff() staff: StaffPrincipal,
  ) {
    return { data: await this.maker.configure(staff, symbol.toUpperCase(), body) };
  }
}
