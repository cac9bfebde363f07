import type { RecordedEvent } from '@meridian/eventstore';
import { instrumentOf } from '../../market/instruments';
import { ContractCore } from '../domain/contract-core';
import type { ContractCommand, ContractEventData, TickRef } from '../domain/contract-core.types';
import { defaultContractTerms } from '../domain/default-contract-terms';
import { CONTRACT_CORE_STREAM, contractReadModelStatements, type StoredPositionView } from './contract-read-model';

const at = '2026-11-24T10:00:00.000Z';
const BTC = { ...defaultContractTerms(instrumentOf('BTCUSDT')!), spread: '10.00' };
const tickAt = (seq: number, price: string): TickRef => ({ symbol: 'BTCUSDT', seq, at, price, source: 'scripted' });

/** The core's event for a command, as the writer hands it to the read model. */
function recorded(core: ContractCore, command: ContractCommand, version: number): RecordedEvent {
  const event = core.execute(command);
  return {
    id: `e${version}`,
    streamId: CONTRACT_CORE_STREAM,
    version,
    type: event.type,
    schemaVersion: 2,
    data: JSON.parse(JSON.stringify(event.data)) as ContractEventData,
    metadata: {},
    position: BigInt(version),
    transactionId: 1n,
    recordedAt: at,
    previousHash: '',
    hash: '',
  };
}

/** The position's view the read model writes for a batch of events. */
function storedView(events: RecordedEvent[], positionId: string): StoredPositionView {
  const insert = contractReadModelStatements(events).find((statement) => statement.text.includes('INSERT INTO contract_positions'))!;
  const [ids, , , , views] = insert.values as [string[], string[], string[], string[], string[]];
  return JSON.parse(views[ids.indexOf(positionId)]!) as StoredPositionView;
}

describe('the contract history read model', () => {
  it('takes a partial close’s lots, price and tick from the event, never from the tick the command brought', () => {
    const core = new ContractCore([BTC]);
    let version = 0;
    const events = [
      recorded(core, { type: 'ReceiveFromFunding', transferId: 't1', customerId: 'ann', account: 'hy', amount: '10000', at }, (version += 1)),
      recorded(core, { type: 'ApplyTick', tick: tickAt(1, '60000.00'), at }, (version += 1)),
      recorded(core, { type: 'OpenPosition', positionId: 'p1', ownerId: 'ann', symbol: 'BTCUSDT', side: 'long', orderType: 'market', leverage: 20, lots: '1', at }, (version += 1)),
      recorded(core, { type: 'ApplyTick', tick: tickAt(2, '60100.00'), at }, (version += 1)),
      // The command brings the older tick 1; the core's mark (tick 2) is newer, and the core closes at it.
      recorded(core, { type: 'ClosePosition', positionId: 'p1', ownerId: 'ann', lots: '0.4', tick: tickAt(1, '60000.00'), at }, (version += 1)),
    ];
    const view = storedView(events, 'p1');
    expect(view.closes).toEqual([
      { at, reason: 'user', lots: '0.40', price: '60095.000', tick: tickAt(2, '60100.00'), realizedPnlAfter: view.realizedPnl, closeFeeAfter: view.closeFee, whole: false },
    ]);
    // The same close read from its event alone (a batch of its own) says the same.
    expect(storedView(events.slice(-1), 'p1').closes).toEqual(view.closes);
  });
});
