import type { EventStore } from '@meridian/eventstore';
import { earnOrderDecider, earnOrderStream, type EarnOrderEvent, type EarnOrderState } from './domain/earn-order.decider';

/** An order's state folded from its stream (short: one event a day at most). */
export async function loadState(store: EventStore, orderId: string): Promise<EarnOrderState> {
  const events = await store.readStream(earnOrderStream(orderId));
  return events.reduce((state, recorded) => earnOrderDecider.evolve(state, { type: recorded.type, data: recorded.data } as EarnOrderEvent), earnOrderDecider.initialState());
}
