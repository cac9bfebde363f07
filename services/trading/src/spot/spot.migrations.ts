import { SqlMigration, type MigrationClass } from '@meridian/database';

export class TradingSpotReadModels1750701000000 extends SqlMigration {
  protected readonly sql = `
      -- Projections of the spot core's events (stream 'spot-core'): every customer order as it is now,
      -- and every trade. Amounts are the core's decimal strings, shown as they are.
      CREATE TABLE spot_orders (
        id text PRIMARY KEY,
        owner_id text NOT NULL,
        symbol text NOT NULL,
        side text NOT NULL,
        type text NOT NULL,
        price text,
        quantity text,
        quote_amount text,
        filled_quantity text NOT NULL,
        filled_quote text NOT NULL,
        average_price text,
        fee text NOT NULL,
        fee_coin text NOT NULL,
        status text NOT NULL,
        cancel_reason text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX spot_orders_owner ON spot_orders (owner_id, created_at DESC);
      CREATE INDEX spot_orders_symbol ON spot_orders (symbol, created_at DESC);

      CREATE TABLE spot_trades (
        id text PRIMARY KEY,
        symbol text NOT NULL,
        seq bigint NOT NULL,
        price text NOT NULL,
        quantity text NOT NULL,
        quote_amount text NOT NULL,
        taker_side text NOT NULL,
        buy_order_id text NOT NULL,
        sell_order_id text NOT NULL,
        buyer_id text NOT NULL,
        seller_id text NOT NULL,
        buyer_fee text NOT NULL,
        seller_fee text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX spot_trades_symbol ON spot_trades (symbol, seq DESC);
      CREATE INDEX spot_trades_buyer ON spot_trades (buyer_id, at DESC);
      CREATE INDEX spot_trades_seller ON spot_trades (seller_id, at DESC);
      CREATE INDEX spot_trades_orders ON spot_trades (buy_order_id);
      CREATE INDEX spot_trades_sell_orders ON spot_trades (sell_order_id);

      -- The names staff screens show, from identity's published registrations.
      CREATE TABLE spot_customer_labels (
        customer_id uuid PRIMARY KEY,
        account text NOT NULL,
        kind text NOT NULL
      );
    `;
}

export class TradingSpotAccountRecords1750702000000 extends SqlMigration {
  protected readonly sql = `
      -- The customer's spot account records: every movement of their own spot balance, with the
      -- balance after it, from the postings of the core's events.
      CREATE TABLE spot_account_records (
        id bigserial PRIMARY KEY,
        customer_id text NOT NULL,
        coin text NOT NULL,
        amount text NOT NULL,
        balance_after text NOT NULL,
        type text NOT NULL,
        ref text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX spot_account_records_customer ON spot_account_records (customer_id, id DESC);
    `;
}

export class TradingSpotConditionalOrders1750703000000 extends SqlMigration {
  protected readonly sql = `
      -- Stop, stop-limit and one-cancels-the-other orders, and the time in force of limit orders.
      ALTER TABLE spot_orders
        ADD COLUMN stop_price text,
        ADD COLUMN time_in_force text NOT NULL DEFAULT 'gtc',
        ADD COLUMN oco_id text,
        ADD COLUMN trigger_tick jsonb;
      CREATE INDEX spot_orders_oco ON spot_orders (oco_id) WHERE oco_id IS NOT NULL;
    `;
}

export class TradingSpotListings1750704000000 extends SqlMigration {
  protected readonly sql = `
      -- Coins issued by subscription (SubscriptionCoinIssued from earn), and the ones staff listed as
      -- spot markets (the spot-listing-<coin> streams): loaded at start into the instruments.
      CREATE TABLE spot_issued_coins (coin text PRIMARY KEY, name text NOT NULL, scale int NOT NULL, issue_price text NOT NULL);
      CREATE TABLE spot_listings (
        coin text PRIMARY KEY,
        symbol text NOT NULL UNIQUE,
        name text NOT NULL,
        scale int NOT NULL,
        issue_price text NOT NULL,
        tick_size text NOT NULL,
        lot_step text NOT NULL,
        listed_by uuid NOT NULL,
        reason text NOT NULL,
        listed_at timestamptz NOT NULL
      );
    `;
}

export const spotMigrations: MigrationClass[] = [TradingSpotReadModels1750701000000, TradingSpotAccountRecords1750702000000, TradingSpotConditionalOrders1750703000000, TradingSpotListings1750704000000];
