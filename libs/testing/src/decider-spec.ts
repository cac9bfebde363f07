import { deepStrictEqual, fail } from 'node:assert/strict';

/**
 * Given/when/then for any decider (STYLE.md rule 7):
 *   deciderSpec(decide, evolve, initialState).given(events).when(command).then(expectedEvents)
 *   deciderSpec(decide, evolve, initialState).given(events).when(command).thenThrows('ledger.unknownHold')
 * It uses node's assert rather than jest's expect, so it works under any runner.
 */
export function deciderSpec<Command, Event, State>(
  decide: (command: Command, state: State) => readonly Event[],
  evolve: (state: State, event: Event) => State,
  initialState: () => State,
) {
  return {
    given(events: readonly Event[]) {
      return {
        when(command: Command) {
          const run = () => decide(command, events.reduce(evolve, initialState()));
          return {
            // Named `then` as the style asks; guarded, because `await` would treat it as a promise.
            then(expected: readonly Event[]): void {
              if (typeof expected === 'function')
                fail('a decider spec is not a promise: call .then(expectedEvents) instead of awaiting it');
              const state = events.reduce(evolve, initialState());
              const actual = decide(command, state);
              deepStrictEqual(actual, expected);
              actual.reduce(evolve, state); // the decided events must apply cleanly
            },
            thenThrows(code: string): void {
              let outcome: readonly Event[];
              try {
                outcome = run();
              } catch (error) {
                const actual = (error as { code?: unknown }).code;
                if (actual !== code) fail(`expected an error with code ${code}, got ${String(actual)}: ${(error as Error).message}`);
                return;
              }
              fail(`expected an error with code ${code}, but the decider emitted ${outcome.length} event(s)`);
            },
          };
        },
      };
    },
  };
}
