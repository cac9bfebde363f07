import type { RequestClaim } from '@meridian/http';
import type { SpotEvent, SpotOrderView } from '../domain/spot-core.types';
import { presentOrder } from '../domain/spot-order-outcome';
import type { AnswerRecord } from '../spot-core.service';

/** How the caller's answer to an order call is built, so the core can record it with the event. */
export interface OrderAnswer {
  claim: RequestClaim;
  httpStatus: number;
  answer: (order: SpotOrderView) => unknown;
}

/** One order of a core event, as its owner reads it. */
export const orderIn = (event: Pick<SpotEvent, 'data'>, orderId: string) => presentOrder(event.data.orders.find((order) => order.id === orderId)!);

export const answerOf = (record: OrderAnswer, orderId: string): AnswerRecord => ({
  claim: record.claim,
  httpStatus: record.httpStatus,
  answer: (event) => record.answer(orderIn(event, orderId)),
});
