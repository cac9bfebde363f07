import { SqlMigration, type MigrationClass } from '@meridian/database';

export class EngagementContentNoticesSignIn1751301000000 extends SqlMigration {
  protected readonly sql = `
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
    `;
}

export class EngagementSupportConversations1751302000000 extends SqlMigration {
  protected readonly sql = `
      -- Projections of the support-conversation-<id> streams (docs/support.md).
      CREATE TABLE support_conversations (
        conversation_id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        reference_kind text,
        reference_id text,
        status text NOT NULL,
        assignee_id text,
        opened_at timestamptz NOT NULL,
        cycle_started_at timestamptz NOT NULL,
        first_response_at timestamptz,
        resolved_at timestamptz,
        resolved_by text,
        last_message_at timestamptz NOT NULL,
        last_customer_seq integer NOT NULL DEFAULT 0,
        last_reply_seq integer NOT NULL DEFAULT 0,
        customer_read_seq integer NOT NULL DEFAULT 0,
        staff_read_seq integer NOT NULL DEFAULT 0
      );
      CREATE INDEX support_conversations_customer ON support_conversations (customer_id, last_message_at DESC);
      CREATE INDEX support_conversations_queue ON support_conversations (status, cycle_started_at);
      CREATE TABLE support_messages (
        conversation_id uuid NOT NULL,
        seq integer NOT NULL,
        message_id uuid NOT NULL UNIQUE,
        kind text NOT NULL,
        author_id text NOT NULL,
        body text NOT NULL,
        image jsonb,
        at timestamptz NOT NULL,
        PRIMARY KEY (conversation_id, seq)
      );
      -- Images customers send, decoded and encoded afresh; served to their owner and staff only.
      CREATE TABLE support_images (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        role text NOT NULL,
        mime text NOT NULL,
        size integer NOT NULL,
        sha256 text NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX support_images_customer ON support_images (customer_id);
    `;
}

export class EngagementInboxMessages1751303000000 extends SqlMigration {
  protected readonly sql = `
      -- Projection of the inbox-<customer> streams: each message as a kind and its parameters (rendered
      -- in the reader's language when read), and the categories each customer turned off.
      CREATE TABLE inbox_messages (
        message_id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        kind text NOT NULL,
        category text NOT NULL,
        params jsonb NOT NULL,
        cause text NOT NULL,
        delivered_at timestamptz NOT NULL,
        read_at timestamptz,
        archived_at timestamptz
      );
      CREATE INDEX inbox_messages_customer ON inbox_messages (customer_id, delivered_at DESC) WHERE archived_at IS NULL;
      CREATE TABLE inbox_preferences (
        customer_id uuid PRIMARY KEY,
        muted text[] NOT NULL,
        updated_at timestamptz NOT NULL
      );
    `;
}

export class EngagementReferral1751304000000 extends SqlMigration {
  protected readonly sql = `
      -- Projection of the referral-<customer> streams: who invited whom, with the recorded ancestors
      -- (nearest first, up to 4), and of the referral-commission-<fee> streams: every commission line.
      CREATE TABLE referral_bindings (
        customer_id uuid PRIMARY KEY,
        inviter_id uuid NOT NULL,
        ancestors uuid[] NOT NULL,
        registered_at timestamptz NOT NULL,
        bound_at timestamptz NOT NULL
      );
      CREATE INDEX referral_bindings_inviter ON referral_bindings (inviter_id);
      CREATE INDEX referral_bindings_ancestors ON referral_bindings USING gin (ancestors);
      CREATE TABLE referral_commissions (
        fee_id text NOT NULL,
        level integer NOT NULL,
        inviter_id uuid NOT NULL,
        payer_id uuid NOT NULL,
        product text NOT NULL,
        coin text NOT NULL,
        fee_amount numeric(40, 18) NOT NULL,
        reference text NOT NULL,
        rate_bps integer NOT NULL,
        amount numeric(30, 6) NOT NULL,
        status text NOT NULL,
        reason text,
        clawback_reason text,
        clawed_back_by text,
        clawback_refusal text,
        fee_at timestamptz NOT NULL,
        decided_at timestamptz NOT NULL,
        settled_at timestamptz,
        PRIMARY KEY (fee_id, level)
      );
      CREATE INDEX referral_commissions_inviter ON referral_commissions (inviter_id, decided_at DESC);
      -- The verified real name of each customer as compared for self-referral (from kyc's verifications;
      -- a consumer with an inbox, not a projection).
      CREATE TABLE referral_identities (
        customer_id uuid PRIMARY KEY,
        identity_key text NOT NULL
      );
      -- Each customer's own invitation code, from identity's registrations when they carry it.
      CREATE TABLE referral_codes (
        customer_id uuid PRIMARY KEY,
        code text NOT NULL
      );
    `;
}

export const engagementMigrations: MigrationClass[] = [EngagementContentNoticesSignIn1751301000000, EngagementSupportConversations1751302000000, EngagementInboxMessages1751303000000, EngagementReferral1751304000000];
