import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand, type EventStore } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { instrumentSettingsDecider, InstrumentSettingsError, instrumentSettingsStream, type InstrumentSettings } from '../instrument-settings';
import { InstrumentSettingsRegistry } from '../instrument-settings.registry';
import { instrumentOf } from '../instruments';
import { MarketDataService } from '../market-data.service';
import type { Ticker } from '../ticker';

export class ConfigureInstrumentCommand extends Command<Ticker> {
  constructor(
    readonly staff: StaffPrincipal,
    readonly symbol: string,
    readonly settings: InstrumentSettings,
  ) {
    super();
  }
}

/** An admin enables, disables or renames an instrument: an event with the staff member's id. */
@CommandHandler(ConfigureInstrumentCommand)
export class ConfigureInstrumentHandler implements ICommandHandler<ConfigureInstrumentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly registry: InstrumentSettingsRegistry,
    private readonly market: MarketDataService,
  ) {}

  async execute({ staff, symbol, settings }: ConfigureInstrumentCommand): Promise<Ticker> {
    if (!instrumentOf(symbol)) throw new AppError('request.notFound', 404, 404);
    try {
      const outcome = await handleCommand(
        this.events,
        instrumentSettingsStream(symbol),
        instrumentSettingsDecider,
        { type: 'ConfigureInstrument', data: { ...settings, symbol, staffId: staff.staffId }, metadata: { now: this.clock.now().toISOString() } },
        { metadata: { staffId: staff.staffId } },
      );
      this.registry.recorded(symbol, outcome.state!);
    } catch (error) {
      if (error instanceof InstrumentSettingsError) throw AppError.badInput('field.invalid', { field: 'name' });
      throw error;
    }
    return this.market.allTickers().find((ticker) => ticker.symbol === symbol)!;
  }
}
