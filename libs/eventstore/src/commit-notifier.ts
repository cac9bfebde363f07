import type { Pool } from 'pg';
import { NOTIFY_CHANNEL } from './append-statements';

/**
 * Wakes the global log's listeners after appends the store committed itself, with a NOTIFY of its own
 * sent once the append's commit has returned, so a listener never wakes before the events are
 * visible. Not inside the append's transaction: PostgreSQL gives a notifying transaction an id and
 * holds one lock for the whole server (every database, async.c's lock on "database 0") from its
 * pre-commit until its commit is flushed, so notifying appends could not share a WAL flush and
 * committed one at a time (about a quarter of the same inserts' rate, 16 writers). One NOTIFY is in flight at a time; appends that commit meanwhile are covered by the next
 * one. Listeners also poll, so a NOTIFY lost with a crash between the commit and its sending only
 * delays them.
 */
export class CommitNotifier {
  private sending: Promise<void> | null = null;
  private pending: string | null = null;

  constructor(private readonly pool: Pool) {}

  committed(streamId: string): void {
    this.pending = streamId;
    this.sending ??= this.send();
  }

  /** Resolves once every append committed so far has been followed by a NOTIFY (or its sending failed). */
  async settled(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async send(): Promise<void> {
    try {
      while (this.pending !== null) {
        const payload = this.pending;
        this.pending = null;
        // A pool that is closing, or a lost connection, only leaves listeners to their poll.
        await this.pool.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, payload]).catch(() => undefined);
      }
    } finally {
      // In the same turn as the last look at `pending`: an append committed after it starts a new send.
      this.sending = null;
    }
  }
}
