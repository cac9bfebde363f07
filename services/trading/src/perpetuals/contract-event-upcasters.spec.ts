import { canonicalJson, UpcasterChain } from '@meridian/eventstore';
import { instrumentOf } from '../market/instruments';
import { CONTRACT_UPCASTERS } from './contract-event-upcasters';
import { ContractCore } from './domain/contract-core';
import type { ContractEventData, TickRef } from './domain/contract-core.types';
import { defaultContractTerms } from './domain/default-contract-terms';

const at = '2026-11-24T10:00:00.000Z';
const BTC = { ...defaultContractTerms(instrumentOf('BTCUSDT')!), spread: '10.00' };
const tickAt = (seq: number, price: string): TickRef => ({ symbol: 'BTCUSDT', seq, at, price, source: 'scripted' });
const chain = new UpcasterChain(CONTRACT_UPCASTERS);
const stored = (data: unknown) => JSON.parse(JSON.stringify(data)) as ContractEventData;

function openPosition(side: 'long' | 'short') {
  const core = new ContractCore([BTC]);
  core.execute({ type: 'ReceiveFromFunding', transferId: 't1', customerId: 'ann', account: 'hy', amount: '100000', at });
  core.execute({ type: 'ApplyTick', tick: tickAt(1, '60000.00'), at });
  core.execute({ type: 'OpenPosition', positionId: 'p1', ownerId: 'ann', symbol: 'BTCUSDT', side, orderType: 'market', leverage: 20, lots: '1', at });
  return core;
}

describe('contract events of schema 1', () => {
  it.each(['long', 'short'] as const)('read a %s’s partial close as the core re-running its command decides it, so a replay compares equal', (side) => {
    const core = openPosition(side);
    // Since contract history kept each close, the command brings the newest tick: the one the core closes at.
    const event = core.execute({ type: 'ClosePosition', positionId: 'p1', ownerId: 'ann', lots: '0.25', tick: tickAt(2, '60050.00'), at });
    const { partialClose: _written, ...schema1 } = stored(event.data);
    const upcast = chain.apply('PositionClosed', 1, schema1);
    expect(upcast.schemaVersion).toBe(2);
    expect(canonicalJson(upcast.data)).toBe(canonicalJson(stored(event.data)));
  });

  it('leave a whole close, and every other event, as they were', () => {
    const core = openPosition('long');
    const whole = stored(core.execute({ type: 'ClosePosition', positionId: 'p1', ownerId: 'ann', tick: tickAt(2, '60050.00'), at }).data);
    expect(chain.apply('PositionClosed', 1, whole).data).toEqual(whole);
    const tick = { command: { type: 'ApplyTick', tick: tickAt(3, '1.00'), at }, positions: [], options: [], postings: [] };
    expect(chain.apply('TickApplied', 1, tick)).toEqual({ schemaVersion: 1, data: tick });
  });
});
