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
 * Keys sorted at every level, so the hash survives PostgreSQL's jsonb, which reorders keys.
 * Numbers are hashed as JSON renders them; money never travels as a number anyway.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function hashEvent(fields: HashedFields): string {
  return createHash('sha256')
    .update(
      canonicalJson([
        fields.previousHash,
        fields.streamId,
        fields.version,
        fields.id,
        fields.type,
        fields.schemaVersion,
        fields.data,
        fields.metadata,
        fields.recordedAt,
      ]),
    )
    .digest('hex');
}
