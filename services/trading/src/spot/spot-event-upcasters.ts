import type { Upcaster } from '@meridian/eventstore';
import { SPOT_EVENT_TYPES, type SpotEventData, type SpotOrderView } from './domain/spot-core.types';

/**
 * Schema 2 of the spot core's events (stop and one-cancels-the-other orders): every order view carries
 * `stopPrice`, `timeInForce`, `ocoId` and `triggerTick`. Events written before read as if they had
 * them (an order of then was a plain one), so the core's replay of their commands, which now yields
 * views with these fields, still compares equal to the record.
 */
export const SPOT_SCHEMA_VERSION = 2;

type OrderViewV1 = Omit<SpotOrderView, 'stopPrice' | 'timeInForce' | 'ocoId' | 'triggerTick'>;

function withConditionalFields(data: unknown): unknown {
  const event = data as Omit<SpotEventData, 'orders'> & { orders: OrderViewV1[] };
  return { ...event, orders: event.orders.map((order) => ({ stopPrice: null, timeInForce: 'gtc', ocoId: null, triggerTick: null, ...order })) };
}

export const SPOT_UPCASTERS: readonly Upcaster[] = SPOT_EVENT_TYPES.map((type) => ({ type, fromSchemaVersion: 1, upcast: withConditionalFields }));
