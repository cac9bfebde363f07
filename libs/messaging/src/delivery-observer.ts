import type { IntegrationEvent } from './integration-event';

/** What a transport reports about delivery; the default writes failures to the console. */
export interface DeliveryObserver {
  /** A handler (or its transaction) failed; the event will be tried again after a back-off. */
  handlerFailed?(error: unknown, event: IntegrationEvent, consumer: string, attempt: number): void;
  /** The consumer handled an event after `failedAttempts` failed attempts: it is no longer held back. */
  recovered?(event: IntegrationEvent, consumer: string, failedAttempts: number): void;
  /** The consumer's inbox already held the event, so the handler was not run again. */
  duplicateIgnored?(event: IntegrationEvent, consumer: string): void;
  /** A transport-level problem that delivery survives (a lost LISTEN connection, an unreadable message). */
  transportError?(error: unknown, context: string): void;
}

export const consoleObserver: Required<DeliveryObserver> = {
  handlerFailed: (error, event, consumer, attempt) =>
    console.error(`[messaging] ${consumer} failed on ${event.type} ${event.id} (attempt ${attempt}); retrying`, error),
  recovered: (event, consumer, failedAttempts) => console.warn(`[messaging] ${consumer} handled ${event.type} ${event.id} after ${failedAttempts} failed attempts`),
  duplicateIgnored: () => undefined,
  transportError: (error, context) => console.error(`[messaging] ${context}`, error),
};

export function withDefaults(observer: DeliveryObserver = {}): Required<DeliveryObserver> {
  return { ...consoleObserver, ...observer };
}
