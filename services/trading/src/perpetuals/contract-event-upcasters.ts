import type { Upcaster } from '@meridian/eventstore';
import { Decimal } from '@meridian/money';
import type { ContractEventData } from './domain/contract-core.types';
import { closePriceAt } from './domain/margin-math';

/**
 * Schema 2 of the contract core's events: a close of part of a position says what it closed
 * (`partialClose`: lots, price and the recorded tick the core priced it at). A `PositionClosed` of
 * schema 1 that left its position open reads as if it had said so, from the tick its command brought
 * (the service has passed the newer of the core's mark and the feed's tick since contract history
 * kept each close), so the core's replay of its command, which now yields the fact, compares equal.
 */
export const CONTRACT_SCHEMA_VERSION = 2;

function withPartialClose(data: unknown): unknown {
  const event = data as ContractEventData;
  const { command } = event;
  if (command.type !== 'ClosePosition' || command.lots === undefined || !command.tick || event.partialClose) return event;
  const position = event.positions.find((p) => p.id === command.positionId);
  if (!position || position.status !== 'open') return event;
  // As the core validated them: the lots at the scale of the lot step at least.
  const lots = Decimal.parse(command.lots);
  const scaled = lots.rescale(Math.max(lots.scale, Decimal.parse(position.terms.lotStep).scale), 'down');
  return {
    ...event,
    partialClose: { positionId: position.id, lots: scaled.toString(), price: closePriceAt(command.tick.price, position.side, position.terms.spread).toString(), tick: command.tick },
  };
}

export const CONTRACT_UPCASTERS: readonly Upcaster[] = [{ type: 'PositionClosed', fromSchemaVersion: 1, upcast: withPartialClose }];
