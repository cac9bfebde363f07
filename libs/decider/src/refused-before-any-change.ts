import { DomainError } from './domain-error';

/**
 * Runs one command of an in-memory core whose refusals must change nothing: that is what lets its
 * writer answer a refusal and record no event. Every check is meant to run before the first change;
 * one that does not (a refusal after money moved or an order or position changed) would leave the
 * core unlike its log, so it is raised as a fault instead, and the writer rebuilds the core from its
 * log rather than keep a change no event records. `touched` says whether the command changed anything.
 */
export function refusedBeforeAnyChange<T>(touched: () => boolean, carryOut: () => T): T {
  try {
    return carryOut();
  } catch (error) {
    if (error instanceof DomainError && touched()) throw new Error(`a refusal (${error.message}) after the command had changed the core`, { cause: error });
    throw error;
  }
}
