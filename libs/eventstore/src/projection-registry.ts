import type { ClientBase } from 'pg';
import type { RecordedEvent } from './types';

/**
 * Runs inside the append's transaction: a service's own read models stay in step with its events.
 * It names the event types it handles, sees only those, and runs only for appends that hold one,
 * so one service's projection never runs inside another service's append. Its `reset` empties the
 * read model for a rebuild from the log (DESIGN.md invariant 1), as emmett's `truncate`.
 */
export interface InlineProjection {
  /** Unique among the projections of one store: two with one name are refused at registration. */
  name: string;
  /** The service (or module) whose read model this is, named when two claim one name. */
  owner: string;
  canHandle: readonly string[];
  handle(recorded: RecordedEvent[], client: ClientBase): Promise<void>;
  /** Empties the read model's tables, children before parents; never publishes. */
  reset(client: ClientBase): Promise<void>;
}

/** Declares an inline projection; the types keep `canHandle` to the event types a service names. */
export function defineInlineProjection<Type extends string>(
  projection: Omit<InlineProjection, 'canHandle'> & { canHandle: readonly Type[] },
): InlineProjection {
  return projection;
}

/** The inline projections of one store, in registration order; a name is taken once. */
export class ProjectionRegistry {
  private readonly byName = new Map<string, InlineProjection>();

  register(projection: InlineProjection): void {
    if (projection.canHandle.length === 0) throw new Error(`inline projection ${projection.name} handles no event type`);
    const taken = this.byName.get(projection.name);
    if (taken)
      throw new Error(
        `inline projection name ${projection.name} is taken twice: registered by ${taken.owner}, and again by ${projection.owner}`,
      );
    this.byName.set(projection.name, projection);
  }

  get list(): readonly InlineProjection[] {
    return [...this.byName.values()];
  }
}
