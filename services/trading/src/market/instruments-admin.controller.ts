import { Body, Get, Param, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppError, CurrentStaff, PathKeyPipe, Roles, StaffRoutes } from '@meridian/http';
import { STAFF_ROLES, type StaffPrincipal } from '@meridian/runtime';
import { ConfigureInstrumentCommand } from './configure-instrument/configure-instrument.handler';
import { InstrumentSettingsRequestDto } from './configure-instrument/instrument-settings.request.dto';
import { INSTRUMENTS } from './instruments';
import { MarketDataService, type Ticker } from './market-data.service';
import { InstrumentListQueryDto } from './market-queries.request.dto';

const view = (ticker: Ticker) => {
  const instrument = INSTRUMENTS.find((i) => i.symbol === ticker.symbol)!;
  return { ...ticker, id: ticker.symbol, tick_size: instrument.tickSize, lot_step: instrument.lotStep, contract_size: instrument.contractSize, hours: instrument.hours, max_leverage: instrument.maxLeverage };
};

/** Instruments for staff: every one with its live price; admins enable, disable or rename them. */
@StaffRoutes('api/v1/admin/instruments')
export class InstrumentsAdminController {
  constructor(
    private readonly market: MarketDataService,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @Roles(...STAFF_ROLES)
  list(@Query() { category }: InstrumentListQueryDto) {
    const data = this.market
      .allTickers()
      .filter((ticker) => !category || ticker.category === category)
      .map(view);
    return { data, total: data.length };
  }

  @Get(':id')
  @Roles(...STAFF_ROLES)
  one(@Param('id', new PathKeyPipe()) id: string) {
    const found = this.market.allTickers().find((t) => t.symbol === id);
    if (!found) throw new AppError('request.notFound', 404, 404);
    return { data: view(found) };
  }

  @Put(':id')
  @Roles('admin')
  async configure(@Param('id', new PathKeyPipe()) id: string, @Body() body: InstrumentSettingsRequestDto, @CurrentStaff() staff: StaffPrincipal) {
    const settings = { enabled: body.enabled, displaySymbol: body.display_symbol, name: body.name };
    return { data: view(await this.commands.execute(new ConfigureInstrumentCommand(staff, id, settings))) };
  }
}
