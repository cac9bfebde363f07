import { TradingOutcomeEvents, type OptionSettledV1, type PositionLiquidatedV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import type { ContractEventData } from '../domain/contract-core.types';
import { CONTRACT_CORE_STREAM } from './contract-read-model';
import { tradingMessage } from '../../trading-messages';

/**
 * The outcomes a customer did not bring about themselves, from the contract core's events of one group
 * commit: an option settled (the event's options that it left settled) and a position liquidated (its
 * positions that it left liquidated, by a tick or by financing). Written to the outbox in the same
 * transaction as the events, so each is published once it is recorded and never again by a replay
 * or a restart (which write no outbox); `outcomeId` lets a consumer tell it once if the relay
 * delivers it twice.
 */
export function tradingOutcomes(recorded: readonly RecordedEvent[]): IntegrationEvent[] {
  const published: IntegrationEvent[] = [];
  const publish = (type: string, data: OptionSettledV1 | PositionLiquidatedV1, causationId: string) =>
    published.push(tradingMessage(type, CONTRACT_CORE_STREAM, data, { customerId: data.customerId, causationId }, data.at));
  for (const event of recorded) {
    if (event.streamId !== CONTRACT_CORE_STREAM) continue;
    const { positions, options } = event.data as ContractEventData;
    for (const option of options ?? []) {
      if (option.status !== 'settled' || !option.result) continue;
      const { id, ownerId, symbol, direction, amount, result } = option;
      const at = option.settledAt ?? event.recordedAt;
      publish(TradingOutcomeEvents.optionSettled, { outcomeId: `option:${id}`, optionId: id, customerId: ownerId, symbol, direction, amount, result, payout: option.payout ?? '0', at }, event.id);
    }
    for (const position of positions) {
      if (position.status !== 'liquidated') continue;
      const { id, ownerId, symbol, side, lots } = position;
      const at = position.closedAt ?? event.recordedAt;
      const price = position.closePrice ?? position.closeTick?.price ?? '0';
      publish(TradingOutcomeEvents.positionLiquidated, { outcomeId: `position:${id}:liquidation`, positionId: id, customerId: ownerId, symbol, side, lots, price, at }, event.id);
    }
  }
  return published;
}
