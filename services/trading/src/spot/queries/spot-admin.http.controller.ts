import { Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { AppError, PathKeyPipe, Roles, StaffAnswer, StaffRoutes } from '@meridian/http';
import { STAFF_ROLES } from '@meridian/runtime';
import { MarketMakerService } from '../market-maker/market-maker.service';
import { SpotAuditService } from '../audit/spot-audit.service';
import { SpotCustomerReplay } from '../audit/spot-customer-replay';
import { ConfigureSpotFeesHandler, SPOT_FEES_ID } from '../configure-spot-fees/configure-spot-fees.handler';
import { SpotFeesResponseDto } from '../configure-spot-fees/configure-spot-fees.response.dto';
import { SpotAdminListQueryDto, SpotReplayQueryDto } from './spot-admin.request.dto';
import { SpotAdminQuery } from './spot-admin.query';

/**
 * Staff reads: order and trade search for support, the house market maker's settings, the spot fee
 * rates, and the auditors' checks. The changes have their own folders (`configure-spot-fees/`,
 * `configure-market-maker/`).
 */
@StaffRoutes('api/v1/admin')
export class SpotAdminController {
  constructor(
    private readonly query: SpotAdminQuery,
    private readonly maker: MarketMakerService,
    private readonly audit: SpotAuditService,
    private readonly customerReplay: SpotCustomerReplay,
    private readonly fees: ConfigureSpotFeesHandler,
  ) {}

  /** The fee rates new spot orders pay (one record, `default`). */
  @Get('spot-fees/:id')
  @StaffAnswer(STAFF_ROLES, SpotFeesResponseDto)
  spotFees(@Param('id', new PathKeyPipe()) id: string) {
    if (id !== SPOT_FEES_ID) throw new AppError('request.notFound', 404, 404);
    return { data: this.fees.view() };
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
}
