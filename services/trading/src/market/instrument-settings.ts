import type { Decider } from '@meridian/decider';

/** What staff may change on a live instrument: whether it trades, and how it is named. */
export interface InstrumentSettings {
  enabled: boolean;
  displaySymbol: string;
  name: string;
}

export type InstrumentSettingsEvent = { type: 'InstrumentConfigured'; data: InstrumentSettings & { symbol: string; staffId: string; at: string } };
export type InstrumentSettingsCommand = { type: 'ConfigureInstrument'; data: InstrumentSettings & { symbol: string; staffId: string }; metadata: { now: string } };

export class InstrumentSettingsError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export const instrumentSettingsStream = (symbol: string) => `settings-instrument-${symbol}`;

export const instrumentSettingsDecider: Decider<InstrumentSettingsCommand, InstrumentSettingsEvent, InstrumentSettings | null> = {
  initialState: () => null,
  evolve: (_state, event) => ({ enabled: event.data.enabled, displaySymbol: event.data.displaySymbol, name: event.data.name }),
  decide: (command) => {
    const displaySymbol = command.data.displaySymbol.trim();
    const name = command.data.name.trim();
    if (displaySymbol === '' || displaySymbol.length > 20 || name === '' || name.length > 60) throw new InstrumentSettingsError('field.invalid');
    return [{ type: 'InstrumentConfigured', data: { ...command.data, displaySymbol, name, at: command.metadata.now } }];
  },
};
