import { SqlMigration, type MigrationClass } from '@meridian/database';

export class IdentityCustomersSessions1750401000000 extends SqlMigration {
  protected readonly sql = `
      CREATE TABLE customers (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        account_type text,
        email text UNIQUE,
        phone text,
        area_code text,
        phone_key text UNIQUE,
        password_hash text NOT NULL,
        trade_password_hash text,
        invitation_code text NOT NULL UNIQUE,
        invited_by uuid,
        lang text NOT NULL,
        demo_expires_at timestamptz,
        password_changed_at timestamptz,
        registered_at timestamptz NOT NULL,
        version integer NOT NULL
      );
      CREATE INDEX customers_phone ON customers (phone);
      CREATE INDEX customers_registered ON customers (registered_at DESC);

      CREATE TABLE customer_sessions (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        opened_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        closed_at timestamptz,
        close_reason text,
        ip text NOT NULL,
        user_agent text NOT NULL
      );
      CREATE INDEX customer_sessions_customer ON customer_sessions (customer_id);

      CREATE TABLE verification_codes (
        id bigserial PRIMARY KEY,
        account_key text NOT NULL,
        scene text NOT NULL,
        code_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        consumed_at timestamptz
      );
      CREATE INDEX verification_codes_lookup ON verification_codes (account_key, scene, created_at DESC);

      CREATE TABLE outbound_messages (
        id bigserial PRIMARY KEY,
        channel text NOT NULL,
        recipient text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        lang text NOT NULL,
        purpose text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX outbound_messages_recipient ON outbound_messages (recipient, created_at DESC);

      CREATE TABLE staff_members (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL,
        password_hash text NOT NULL,
        roles text[] NOT NULL,
        disabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        version integer NOT NULL
      );

      CREATE TABLE staff_sessions (
        id uuid PRIMARY KEY,
        staff_id uuid NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        opened_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        closed_at timestamptz
      );`;
}

export class IdentitySecurityChangedAt1750402000000 extends SqlMigration {
  protected readonly sql = `
      -- The last login or trade password replacement: withdrawals are held for review after one.
      ALTER TABLE customers ADD COLUMN security_changed_at timestamptz;
      UPDATE customers c SET security_changed_at = changes.at
        FROM (SELECT stream_id, max((data->>'at')::timestamptz) AS at FROM events
               WHERE event_type = 'LoginPasswordChanged'
                  OR (event_type = 'TradePasswordSet' AND (data->>'first')::boolean IS NOT TRUE)
               GROUP BY stream_id) changes
       WHERE changes.stream_id = 'customer-' || c.id::text;`;
}

export class IdentitySecondFactor1750403000000 extends SqlMigration {
  protected readonly sql = `
      -- A customer's authenticator (RFC 6238): its secret, kept out of the event log; the last step
      -- whose code was accepted (a code never works twice); the hashes of the unused recovery codes.
      -- Enabling and disabling are events of the second-factor-<customer> stream.
      CREATE TABLE customer_second_factor (
        customer_id uuid PRIMARY KEY,
        secret text NOT NULL,
        enabled boolean NOT NULL DEFAULT false,
        last_step bigint NOT NULL DEFAULT -1,
        recovery_hashes text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL
      );
    `;
}

export class IdentityProfile1750404000000 extends SqlMigration {
  protected readonly sql = `
      -- The profile (nickname, avatar) and the security settings a customer chooses: a security question
      -- (its answer hashed like a password) and an anti-phishing phrase shown in every message sent.
      ALTER TABLE customers ADD COLUMN nickname text;
      ALTER TABLE customers ADD COLUMN avatar_id uuid;
      ALTER TABLE customers ADD COLUMN security_question_id int;
      ALTER TABLE customers ADD COLUMN security_answer_hash text;
      ALTER TABLE customers ADD COLUMN anti_phishing_phrase text;

      -- Avatars apart from the customer's row; checked by their bytes before they are kept.
      CREATE TABLE customer_avatars (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        mime text NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL
      );
    `;
}

export class IdentityWalletSignIn1750405000000 extends SqlMigration {
  protected readonly sql = `
      -- Sign-In with Ethereum: the address a wallet customer registered with (checksummed, EIP-55),
      -- unique like an e-mail, so two first sign-ins of one address cannot make two customers.
      ALTER TABLE customers ADD COLUMN wallet_address text UNIQUE;

      -- The one-time nonces a signed message must carry: stored hashed, for one address, used once.
      CREATE TABLE wallet_sign_in_nonces (
        nonce_hash char(64) PRIMARY KEY,
        address text NOT NULL,
        issued_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX wallet_sign_in_nonces_expiry ON wallet_sign_in_nonces (expires_at);
    `;
}

export const identityMigrations: MigrationClass[] = [IdentityCustomersSessions1750401000000, IdentitySecurityChangedAt1750402000000, IdentitySecondFactor1750403000000, IdentityProfile1750404000000, IdentityWalletSignIn1750405000000];
