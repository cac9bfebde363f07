import type { StreamHead } from './append-statements';

/**
 * The head this process last saw of each recently used stream: its own appends and its reads of a
 * stream's tail. Only a hint: an append that uses one names it in its statement, and the database
 * appends only if the stream is still there (otherwise the append locks the stream and reads its
 * head). A hint from a transaction that rolled back, or from another process's append, costs a round
 * trip, never correctness.
 */
export class StreamHeadHints {
  private readonly heads = new Map<string, StreamHead>();

  constructor(private readonly capacity = 10_000) {}

  get(streamId: string): StreamHead | undefined {
    return this.heads.get(streamId);
  }

  remember(streamId: string, head: StreamHead): void {
    // Re-inserted so the map's order is the order of use; the least recently used goes first.
    this.heads.delete(streamId);
    this.heads.set(streamId, head);
    if (this.heads.size > this.capacity) this.heads.delete(this.heads.keys().next().value!);
  }
}
