import { Body, Param, Put } from '@nestjs/common';
import { CurrentStaff, PathKeyPipe, PublishedAs, Roles, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { MarketMakerService } from '../market-maker/market-maker.service';
import { MarketMakerSettingsDto } from './configure-market-maker.request.dto';

/**
 * An admin changes how the house quotes one book. The market maker keeps its settings with its quoting
 * state (`market-maker/market-maker.service.ts`, which decides and records the change), so this route
 * calls it directly.
 */
@StaffRoutes('api/v1/admin')
export class ConfigureMarketMakerHttpController {
  constructor(private readonly maker: MarketMakerService) {}

  @Put('market-maker/:symbol')
  @PublishedAs('SpotAdminController_configure')
  @Roles('admin')
  async configure(@Param('symbol', new PathKeyPipe()) symbol: string, @Body() body: MarketMakerSettingsDto, @CurrentStaff() staff: StaffPrincipal) {
    // What loosens the house's quoting waits for a second admin: `proposal` names it (GET /admin/proposals/trading).
    const { settings, proposal } = await this.maker.configure(staff, symbol.toUpperCase(), body);
    return { data: settings, proposal };
  }
}
