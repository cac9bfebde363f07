import { SqlMigration, type MigrationClass } from '@meridian/database';

export class MessagingInboxOutboxCheckpoints1750101000000 extends SqlMigration {
  protected readonly sql = `
      -- What each consumer has handled: written in the handler's transaction (invariant 4).
      CREATE TABLE inbox (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      );

      -- Written in the publishing service's append transaction; the relay publishes and marks rows.
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        source text NOT NULL,
        topic text NOT NULL,
        key text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      );
      CREATE INDEX outbox_unpublished ON outbox (id) WHERE published_at IS NULL;
      CREATE INDEX outbox_unpublished_by_key ON outbox (key, id) WHERE published_at IS NULL;

      -- Where each PostgresLogBus consumer stands in the event store's global log.
      CREATE TABLE bus_checkpoints (
        consumer text PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT '0'::xid8,
        global_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `;
}

export class MessagingDeliveryFailures1751401000000 extends SqlMigration {
  protected readonly sql = `
      -- The events a consumer failed to handle and has not handled since (delivery-failures.ts).
      CREATE TABLE bus_delivery_failures (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        source text NOT NULL,
        attempts integer NOT NULL,
        last_error text NOT NULL,
        first_failed_at timestamptz NOT NULL DEFAULT now(),
        last_failed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      );
    `;
}

export const messagingMigrations: MigrationClass[] = [MessagingInboxOutboxCheckpoints1750101000000, MessagingDeliveryFailures1751401000000];
