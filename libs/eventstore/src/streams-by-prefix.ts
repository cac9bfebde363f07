import type { EventStore, Queryable } from './event-store';
import { foldEvents, type Decider, type DomainEvent } from './decider';

/**
 * The state of every stream whose id starts with `prefix`, newest stream first. For small categories
 * only (control-change proposals: a handful a month), where folding each stream is cheaper than
 * keeping a read model in step.
 */
export async function foldStreamsByPrefix<Event extends DomainEvent, State>(
  store: EventStore,
  db: Queryable,
  prefix: string,
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
): Promise<Array<{ streamId: string; state: State; firstRecordedAt: string }>> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await db.query<{ stream_id: string }>(
    `SELECT s.stream_id FROM streams s JOIN events e ON e.stream_id = s.stream_id AND e.stream_version = 1
      WHERE s.stream_id LIKE $1 ORDER BY e.global_position DESC`,
    [pattern],
  );
  const found = [];
  for (const { stream_id: streamId } of rows) {
    const events = await store.readStream(streamId, 1, db);
    found.push({ streamId, state: foldEvents(decider, events), firstRecordedAt: events[0]?.recordedAt ?? '' });
  }
  return found;
}
