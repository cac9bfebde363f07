import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { foldEvents, type EventStore } from '@meridian/eventstore';
import { EVENT_STORE } from '@meridian/runtime';
import { INSTRUMENTS, type Instrument } from './instruments';
import { instrumentSettingsDecider, instrumentSettingsStream, type InstrumentSettings } from './instrument-settings';

/** Staff's settings per instrument, folded from their settings streams at start and kept current. */
@Injectable()
export class InstrumentSettingsRegistry implements OnModuleInit {
  private readonly bySymbol = new Map<string, InstrumentSettings>();

  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async onModuleInit(): Promise<void> {
    for (const instrument of INSTRUMENTS) {
      const settings = foldEvents(instrumentSettingsDecider, await this.events.readStream(instrumentSettingsStream(instrument.symbol)));
      if (settings) this.bySymbol.set(instrument.symbol, settings);
    }
  }

  of(symbol: string): InstrumentSettings | undefined {
    return this.bySymbol.get(symbol);
  }

  /** Enabled unless staff disabled it. */
  enabled(instrument: Instrument): boolean {
    return this.bySymbol.get(instrument.symbol)?.enabled ?? true;
  }

  /** After a change has been recorded as an event. */
  recorded(symbol: string, settings: InstrumentSettings): void {
    this.bySymbol.set(symbol, settings);
  }
}
