import { SqlMigration, type MigrationClass } from '@meridian/database';

export class EventstoreEvents1750001000000 extends SqlMigration {
  protected readonly sql = `
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        event_id uuid NOT NULL UNIQUE,
        stream_id text NOT NULL,
        stream_version integer NOT NULL,
        event_type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        recorded_at timestamptz NOT NULL,
        previous_hash char(64) NOT NULL,
        hash char(64) NOT NULL,
        UNIQUE (stream_id, stream_version)
      );
      CREATE INDEX events_log_order ON events (transaction_id, global_position);
      CREATE INDEX events_customer ON events ((metadata->>'customerId'), global_position);
      CREATE INDEX events_type ON events (event_type);

      -- One row per stream: appends lock it, so the expected-version check and the hash chain's tail
      -- are decided under the same lock.
      CREATE TABLE streams (
        stream_id text PRIMARY KEY,
        version integer NOT NULL,
        last_hash char(64) NOT NULL
      );

      CREATE TABLE snapshots (
        name text PRIMARY KEY,
        transaction_id xid8 NOT NULL,
        global_position bigint NOT NULL,
        stream_version integer,
        state jsonb NOT NULL,
        taken_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT '0'::xid8,
        global_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `;
}

export class EventstoreAdvance1750002000000 extends SqlMigration {
  protected readonly sql = `
      -- A single writer sends BEGIN, its statements and COMMIT in one burst; this moves its stream's
      -- head, or fails (and with it the transaction) when the head is not where the writer thinks.
      CREATE FUNCTION eventstore_advance(p_stream text, p_from integer, p_to integer, p_hash text) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF p_from = 0 THEN
          INSERT INTO streams (stream_id, version, last_hash) VALUES (p_stream, 0, repeat('0', 64)) ON CONFLICT (stream_id) DO NOTHING;
        END IF;
        UPDATE streams SET version = p_to, last_hash = p_hash WHERE stream_id = p_stream AND version = p_from;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'stream % is not at version %', p_stream, p_from USING ERRCODE = 'P0001';
        END IF;
        PERFORM pg_notify('meridian_events', p_stream);
      END
      $$;
    `;
}

export class EventstoreSnapshotStorage1750003000000 extends SqlMigration {
  protected readonly sql = `
      -- A snapshot is rewritten whole and read once at start: compressing megabytes of it each time
      -- cost the database more CPU than storing it as it is.
      ALTER TABLE snapshots ALTER COLUMN state SET STORAGE EXTERNAL;
    `;
}

export const eventStoreMigrations: MigrationClass[] = [EventstoreEvents1750001000000, EventstoreAdvance1750002000000, EventstoreSnapshotStorage1750003000000];
