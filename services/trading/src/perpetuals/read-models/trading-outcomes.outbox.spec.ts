import { parseOptionSettledV1, parsePositionLiquidatedV1, TradingOutcomeEvents } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { ContractEventData, OptionView, PositionView } from '../domain/contract-core.types';
import { CONTRACT_CORE_STREAM } from './contract-read-model';
import { tradingOutcomes } from './trading-outcomes.outbox';

const recorded = (type: string, data: Partial<ContractEventData>, streamId = CONTRACT_CORE_STREAM): RecordedEvent =>
  ({ id: `e-${type}`, streamId, version: 1, type, schemaVersion: 1, data: { positions: [], options: [], postings: [], ...data }, metadata: {}, position: 1n, transactionId: 1n, recordedAt: '2026-03-01T00:00:10.000Z', previousHash: '', hash: '' }) as unknown as RecordedEvent;

const option = (over: Partial<OptionView>) =>
  ({ id: 'o1', ownerId: 'c1', symbol: 'BTCUSDT', direction: 'rise', amount: '100.000000', status: 'settled', result: 'win', payout: '185.000000', settledAt: '2026-03-01T00:00:09.000Z', ...over }) as OptionView;
const position = (over: Partial<PositionView>) =>
  ({ id: 'p1', ownerId: 'c2', symbol: 'ETHUSDT', side: 'long', lots: '1', status: 'liquidated', closePrice: '2990.5', closedAt: '2026-03-01T00:00:08.000Z', ...over }) as PositionView;

describe('the outcomes the contract core tells its customers', () => {
  it('publishes a settled option and a liquidated position, each naming itself once, and nothing for the rest', () => {
    const messages = tradingOutcomes([
      recorded('OptionPlaced', { options: [option({ status: 'waiting', result: null, payout: null })] }),
      recorded('OptionSettled', { options: [option({})] }),
      recorded('TickApplied', { positions: [position({}), position({ id: 'p2', status: 'closed' })] }),
      recorded('OptionSettled', { options: [option({ id: 'o9' })] }, 'somewhere-else'),
    ]);
    expect(messages.map((m) => m.type)).toEqual([TradingOutcomeEvents.optionSettled, TradingOutcomeEvents.positionLiquidated]);
    expect(parseOptionSettledV1(messages[0]!.data)).toEqual({
      outcomeId: 'option:o1',
      optionId: 'o1',
      customerId: 'c1',
      symbol: 'BTCUSDT',
      direction: 'rise',
      amount: '100.000000',
      result: 'win',
      payout: '185.000000',
      at: '2026-03-01T00:00:09.000Z',
    });
    expect(parsePositionLiquidatedV1(messages[1]!.data)).toEqual({
      outcomeId: 'position:p1:liquidation',
      positionId: 'p1',
      customerId: 'c2',
      symbol: 'ETHUSDT',
      side: 'long',
      lots: '1',
      price: '2990.5',
      at: '2026-03-01T00:00:08.000Z',
    });
    expect(messages[1]).toMatchObject({ source: 'trading', metadata: { customerId: 'c2', causationId: 'e-TickApplied' } });
  });
});
