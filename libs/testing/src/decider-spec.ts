import { deepStrictEqual, fail } from 'node:assert/strict';

/**
 * Given/when/then for any decider (STYLE.md rule 7):
 *   deciderSpec(decide, evolve, initialState).given(events).when(command).then(expectedEvents)
 *   deciderSpec(decide, evolve, initialState).given(events).when(command).thenThrows('ledger.unknownHold')
 *   DeciderSpecification.for(decider).given(events).when(command).thenNothingHappened()
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
            /** The command is accepted and decides no event (a repeat, or nothing left to do). */
            thenNothingHappened(): void {
              const actual = run();
              if (actual.length > 0) fail(`expected no event, but the decider emitted ${actual.map((event) => describe(event)).join(', ')}`);
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

const describe = (event: unknown): string => {
  const type = (event as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : JSON.stringify(event);
};

/** What `.for` needs of a decider: the `Decider` of @meridian/decider fits. */
export interface SpecifiedDecider<Command, Event, State> {
  decide(command: Command, state: State): readonly Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/** emmett's entry point: `DeciderSpecification.for(decider).given(events).when(command).then(events)`. */
export const DeciderSpecification = {
  for<Command, Event, State>(decider: SpecifiedDecider<Command, Event, State>) {
    return deciderSpec<Command, Event, State>(
      (command, state) => decider.decide(command, state),
      (state, event) => decider.evolve(state, event),
      () => decider.initialState(),
    );
  },
};
