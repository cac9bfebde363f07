import { deciderSpec } from '@meridian/testing';
import { instrumentSettingsDecider } from './instrument-settings';

const spec = deciderSpec(instrumentSettingsDecider.decide, instrumentSettingsDecider.evolve, instrumentSettingsDecider.initialState);
const now = '2026-11-22T00:00:00.000Z';

describe('instrument settings', () => {
  it('records who disabled an instrument and when', () =>
    spec
      .given([])
      .when({ type: 'ConfigureInstrument', data: { symbol: 'DOGEUSDT', enabled: false, displaySymbol: ' DOGE/USDT ', name: 'Dogecoin', staffId: 's-1' }, metadata: { now } })
      .then([{ type: 'InstrumentConfigured', data: { symbol: 'DOGEUSDT', enabled: false, displaySymbol: 'DOGE/USDT', name: 'Dogecoin', staffId: 's-1', at: now } }]));

  it('refuses an empty name', () =>
    spec.given([]).when({ type: 'ConfigureInstrument', data: { symbol: 'BTCUSDT', enabled: true, displaySymbol: 'BTC/USDT', name: ' ', staffId: 's' }, metadata: { now } }).thenThrows('field.invalid'));
});
