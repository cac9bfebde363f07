import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

/**
 * A statement PostgreSQL parses and plans once per connection instead of on every call: named after
 * its text, so every call site that sends the same text shares one prepared statement, and a text
 * never reaches PostgreSQL under a name that means something else.
 *
 * For the hot paths only (a group commit, the request log, the outbox): each distinct text stays
 * prepared on every pooled connection for the connection's life, so a text built from data (an
 * `IN` list as long as its input) must never come here; texts built from a bounded set of shapes
 * (a batch of up to eight rows, a subset of three tables) may.
 */
export function prepared<Values extends unknown[]>(statement: QueryConfig<Values>): QueryConfig<Values> {
  const name = nameOf(statement.text);
  return name === undefined ? statement : { ...statement, name };
}

/** Past this many texts one is built from data: it is sent unprepared, as every statement used to be. */
export const MOST_PREPARED_TEXTS = 1_000;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MOST_PREPARED_TEXTS) {
    name = `p${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
    names.set(text, name);
  }
  return name;
}
