export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Pure aggregate logic (STYLE.md rule 1): no clock, no random ids, no I/O. */
export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
  /** Streams that grow for ever (a customer's ledger) snapshot their state, so a command reads a bounded tail. */
  snapshots?: SnapshotPolicy<State>;
}

/**
 * How a stream's state is snapshotted: every `every` events, as JSON. `schema` names the state's
 * shape; a snapshot of another schema is ignored and the stream is folded from its start.
 */
export interface SnapshotPolicy<State> {
  every: number;
  schema: number;
  encode(state: State): unknown;
  decode(json: unknown): State;
}
