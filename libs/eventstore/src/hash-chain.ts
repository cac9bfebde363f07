import { createHash } from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);

export interface HashedFields {
  previousHash: string;
  streamId: string;
  version: number;
  id: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: unknown;
  recordedAt: string;
}

/**
 * Keys sorted at every level, so the hash survives PostgreSQL's jsonb, which reorders keys. Otherwise
 * as `JSON.stringify` writes it (a `toJSON` is called, what JSON leaves out of an object is left out
 * and written as null in an array), so the text is also what the event store stores. Numbers are
 * hashed as JSON renders them; money never travels as a number anyway. Written by hand rather than
 * through `Object.entries` and `map`: every event an append stores goes through it.
 */
export function canonicalJson(value: unknown): string {
  return written(value) ?? 'null';
}

/** The value's canonical JSON, or undefined for what JSON leaves out (undefined, a function, a symbol). */
function written(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      // As JSON.stringify does: a bigint has no JSON form.
      return JSON.stringify(value);
    case 'object':
      if (value === null) return 'null';
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return written((value as { toJSON(): unknown }).toJSON());
      return Array.isArray(value) ? writtenArray(value) : writtenObject(value as Record<string, unknown>);
    default:
      return undefined;
  }
}

function writtenArray(values: readonly unknown[]): string {
  let text = '[';
  for (let i = 0; i < values.length; i++) text += (i > 0 ? ',' : '') + (written(values[i]) ?? 'null');
  return `${text}]`;
}

function writtenObject(object: Record<string, unknown>): string {
  // The default sort compares UTF-16 code units, as `<` does.
  const keys = Object.keys(object).sort();
  let text = '{';
  for (const key of keys) {
    const field = written(object[key]);
    if (field === undefined) continue;
    text += `${text.length > 1 ? ',' : ''}${JSON.stringify(key)}:${field}`;
  }
  return `${text}}`;
}

export function hashEvent(fields: HashedFields): string {
  return hashOfCanonical(fields, canonicalJson(fields.data), canonicalJson(fields.metadata));
}

/**
 * `hashEvent` for data and metadata already written as canonical JSON: the append writes them once,
 * hashes that text and stores the same text. The hashed text is exactly `canonicalJson` of the fields
 * in this order.
 */
export function hashOfCanonical(fields: Omit<HashedFields, 'data' | 'metadata'>, dataJson: string, metadataJson: string): string {
  const text = [
    JSON.stringify(fields.previousHash),
    JSON.stringify(fields.streamId),
    canonicalJson(fields.version),
    JSON.stringify(fields.id),
    JSON.stringify(fields.type),
    canonicalJson(fields.schemaVersion),
    dataJson,
    metadataJson,
    JSON.stringify(fields.recordedAt),
  ].join(',');
  return createHash('sha256').update(`[${text}]`).digest('hex');
}
