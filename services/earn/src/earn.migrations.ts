import { SqlMigration, type MigrationClass } from '@meridian/database';

export class EarnCustodyOrders1751001000000 extends SqlMigration {
  protected readonly sql = `
      -- Custody orders (the earn-order-<id> streams): the terms frozen at purchase, where the order is,
      -- what it has paid. Written inline with each event; rebuilt from the log.
      CREATE TABLE earn_orders (
        order_id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        product_id text NOT NULL,
        amount numeric(30, 6) NOT NULL,
        terms jsonb NOT NULL,
        status text NOT NULL,
        value_date timestamptz,
        matures_at timestamptz,
        paid_days int NOT NULL DEFAULT 0,
        earned numeric(30, 6) NOT NULL DEFAULT 0,
        penalty numeric(30, 6),
        reason text,
        redemption_requested_at timestamptz,
        placed_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX earn_orders_customer ON earn_orders (customer_id, placed_at DESC);
      CREATE INDEX earn_orders_live ON earn_orders (status, value_date);

      CREATE TABLE earn_yields (
        order_id uuid NOT NULL,
        day int NOT NULL,
        rate numeric(12, 8) NOT NULL,
        amount numeric(30, 6) NOT NULL,
        paid_at timestamptz NOT NULL,
        PRIMARY KEY (order_id, day)
      );

      -- Each product's daily rate as staff set it before the day (the earn-rates stream).
      CREATE TABLE earn_daily_rates (
        product_id text NOT NULL,
        rate_date date NOT NULL,
        rate numeric(12, 8) NOT NULL,
        set_by uuid NOT NULL,
        set_at timestamptz NOT NULL,
        PRIMARY KEY (product_id, rate_date)
      );
    `;
}

export class EarnProducts1751002000000 extends SqlMigration {
  protected readonly sql = `
      -- Each product as finance last published it (the earn-product-<id> streams); absent, the defaults stand.
      CREATE TABLE earn_products (
        product_id text PRIMARY KEY,
        terms jsonb NOT NULL,
        changed_at timestamptz NOT NULL,
        changed_by uuid NOT NULL,
        reason text NOT NULL
      );
    `;
}

export class EarnVipLevels1751003000000 extends SqlMigration {
  protected readonly sql = `
      -- Each customer's VIP level in force, as accounts publishes it (VipLevelChanged); absent is level 0.
      CREATE TABLE earn_vip_levels (customer_id uuid PRIMARY KEY, level int NOT NULL, changed_at timestamptz NOT NULL);
    `;
}

export class EarnEtf1751004000000 extends SqlMigration {
  protected readonly sql = `
      -- Instruments' daily closes as trading publishes them (InstrumentDailyClosed): what ETF values use.
      CREATE TABLE earn_instrument_closes (symbol text NOT NULL, day date NOT NULL, price numeric NOT NULL, tick_seq bigint NOT NULL, tick_at timestamptz NOT NULL, PRIMARY KEY (symbol, day));
      -- Each fund's unit value per day, with the closes it used (the etf-fund-<id> streams).
      CREATE TABLE earn_etf_values (fund_id text NOT NULL, day date NOT NULL, value numeric(30, 6) NOT NULL, closes jsonb NOT NULL, fixed_at timestamptz NOT NULL, PRIMARY KEY (fund_id, day));
      -- Units held, what was paid for them and what sales brought back (the etf-holding streams).
      CREATE TABLE earn_etf_holdings (
        fund_id text NOT NULL,
        customer_id uuid NOT NULL,
        units numeric(30, 6) NOT NULL DEFAULT 0,
        paid numeric(30, 6) NOT NULL DEFAULT 0,
        received numeric(30, 6) NOT NULL DEFAULT 0,
        PRIMARY KEY (fund_id, customer_id)
      );
      CREATE TABLE earn_etf_trades (
        trade_id uuid PRIMARY KEY,
        fund_id text NOT NULL,
        customer_id uuid NOT NULL,
        side text NOT NULL,
        amount numeric(30, 6) NOT NULL,
        units numeric(30, 6) NOT NULL,
        value numeric(30, 6) NOT NULL,
        day date NOT NULL,
        status text NOT NULL,
        reason text,
        placed_at timestamptz NOT NULL,
        settled_at timestamptz
      );
      CREATE INDEX earn_etf_trades_customer ON earn_etf_trades (customer_id, placed_at DESC);
    `;
}

export class EarnSubscription1751005000000 extends SqlMigration {
  protected readonly sql = `
      -- Coin offerings (the coin-offering-<symbol> streams) and the subscriptions to them.
      CREATE TABLE earn_coin_offerings (
        symbol text PRIMARY KEY,
        terms jsonb NOT NULL,
        status text NOT NULL,
        ratio numeric,
        total_subscribed numeric,
        reason text,
        changed_by uuid NOT NULL,
        changed_at timestamptz NOT NULL,
        released_at timestamptz
      );
      CREATE TABLE earn_coin_subscriptions (
        subscription_id uuid PRIMARY KEY,
        symbol text NOT NULL,
        customer_id uuid NOT NULL,
        quantity numeric NOT NULL,
        price numeric NOT NULL,
        cost numeric(30, 6) NOT NULL,
        fee numeric(30, 6) NOT NULL,
        held numeric(30, 6) NOT NULL,
        status text NOT NULL,
        allotted numeric,
        paid numeric(30, 6),
        refund numeric(30, 6),
        reason text,
        placed_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX earn_coin_subscriptions_customer ON earn_coin_subscriptions (customer_id, placed_at DESC);
      CREATE INDEX earn_coin_subscriptions_coin ON earn_coin_subscriptions (symbol, status);
    `;
}

export const earnMigrations: MigrationClass[] = [EarnCustodyOrders1751001000000, EarnProducts1751002000000, EarnVipLevels1751003000000, EarnEtf1751004000000, EarnSubscription1751005000000];
