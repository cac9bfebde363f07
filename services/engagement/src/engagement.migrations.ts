import type { Migration } from '@meridian/database';

export const engagementMigrations: Migration[] = [
  {
    id: 'engagement-001-content-notices-sign-in',
    sql: `
      -- Who the customers are, as far as rewards and agreements need: from identity's published
      -- registrations and kyc's verifications (a consumer with an inbox, not a projection).
      CREATE TABLE engagement_customers (
        customer_id uuid PRIMARY KEY,
        kind text NOT NULL,
        area_code text,
        verified_country text,
        registered_at timestamptz
      );

      -- Projections of the content-page-<id>, help-category-<id> and agreements-<customer> streams.
      CREATE TABLE content_pages (
        page_id uuid PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        kind text NOT NULL,
        legacy_id integer UNIQUE,
        category_id uuid,
        position integer NOT NULL,
        acceptance text NOT NULL,
        status text NOT NULL,
        draft jsonb NOT NULL,
        version integer NOT NULL DEFAULT 0,
        published jsonb,
        asked_version integer NOT NULL DEFAULT 0,
        published_at timestamptz,
        updated_at timestamptz NOT NULL,
        updated_by text NOT NULL
      );
      CREATE INDEX content_pages_kind ON content_pages (kind, status, position);
      CREATE TABLE content_page_versions (
        page_id uuid NOT NULL,
        version integer NOT NULL,
        texts jsonb NOT NULL,
        ask_again boolean NOT NULL,
        published_at timestamptz NOT NULL,
        published_by text NOT NULL,
        PRIMARY KEY (page_id, version)
      );
      CREATE TABLE help_categories (
        category_id uuid PRIMARY KEY,
        titles jsonb NOT NULL,
        position integer NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by text NOT NULL
      );
      CREATE TABLE agreement_acceptances (
        customer_id uuid NOT NULL,
        page_id uuid NOT NULL,
        slug text NOT NULL,
        version integer NOT NULL,
        via text NOT NULL,
        accepted_at timestamptz NOT NULL,
        PRIMARY KEY (customer_id, page_id, version)
      );

      -- Projections of the notice-<id> and notice-reads-<customer> streams.
      CREATE TABLE notices (
        notice_id uuid PRIMARY KEY,
        kind text NOT NULL,
        status text NOT NULL,
        texts jsonb NOT NULL,
        pinned boolean NOT NULL,
        publish_at timestamptz,
        expires_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by text NOT NULL
      );
      CREATE INDEX notices_visible ON notices (kind, status, publish_at DESC);
      CREATE TABLE notice_reads (
        customer_id uuid NOT NULL,
        notice_id uuid NOT NULL,
        read_at timestamptz NOT NULL,
        PRIMARY KEY (customer_id, notice_id)
      );

      -- Projection of the sign-in-<customer> streams: every sign-in and what became of its reward.
      CREATE TABLE sign_ins (
        sign_in_id text PRIMARY KEY,
        customer_id uuid NOT NULL,
        day date NOT NULL,
        cycle_day integer NOT NULL,
        reward numeric(30, 6) NOT NULL,
        cycle_reward numeric(30, 6) NOT NULL,
        reward_status text NOT NULL,
        signed_at timestamptz NOT NULL,
        settled_at timestamptz,
        UNIQUE (customer_id, day)
      );
      CREATE INDEX sign_ins_customer ON sign_ins (customer_id, day DESC);
      CREATE INDEX sign_ins_paying ON sign_ins (reward_status) WHERE reward_status = 'paying';
    `,
  },
];
