import { SqlMigration, type MigrationClass } from '@meridian/database';

export class TradingTicksCandles1750601000000 extends SqlMigration {
  protected readonly sql = `
      -- Every tick the feed produced: append-only, partitioned by day (partitions are created as
      -- the feed reaches a new day), so outcomes can name the exact price they used.
      CREATE TABLE price_ticks (
        symbol text NOT NULL,
        seq bigint NOT NULL,
        at timestamptz NOT NULL,
        price numeric NOT NULL,
        source text NOT NULL,
        PRIMARY KEY (symbol, seq, at)
      ) PARTITION BY RANGE (at);

      -- The finest candles, and daily ones for long history; every chart period is aggregated from them.
      CREATE TABLE candles_1m (
        symbol text NOT NULL,
        bucket timestamptz NOT NULL,
        open numeric NOT NULL,
        high numeric NOT NULL,
        low numeric NOT NULL,
        close numeric NOT NULL,
        ticks integer NOT NULL,
        PRIMARY KEY (symbol, bucket)
      );
      CREATE TABLE candles_1d (LIKE candles_1m INCLUDING ALL);`;
}

export class TradingCandleVolume1750602000000 extends SqlMigration {
  protected readonly sql = `
      -- Traded volume in the base coin, folded in from spot trades; 0 where nothing traded (and for
      -- every instrument without a spot book).
      ALTER TABLE candles_1m ADD COLUMN volume numeric NOT NULL DEFAULT 0;
      ALTER TABLE candles_1d ADD COLUMN volume numeric NOT NULL DEFAULT 0;`;
}

export class TradingFeedSecret1750603000000 extends SqlMigration {
  protected readonly sql = `
      -- The secret every hour's feed seed is derived from (HMAC-SHA256 of the hour): made once, at
      -- the first start, and never shown. Each hour's seed is committed to (its SHA-256) before the
      -- hour and revealed after it, so anyone can recompute every tick of an ended hour.
      CREATE TABLE feed_secret (
        id integer PRIMARY KEY CHECK (id = 1),
        secret text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`;
}

export class TradingDailyCloses1750604000000 extends SqlMigration {
  protected readonly sql = `
      -- Each instrument's close of each UTC day, as published (InstrumentDailyClosed): the tick it names.
      CREATE TABLE trading_daily_closes (
        day date NOT NULL,
        symbol text NOT NULL,
        price numeric NOT NULL,
        tick_seq bigint NOT NULL,
        tick_at timestamptz NOT NULL,
        PRIMARY KEY (day, symbol)
      );`;
}

export const marketMigrations: MigrationClass[] = [TradingTicksCandles1750601000000, TradingCandleVolume1750602000000, TradingFeedSecret1750603000000, TradingDailyCloses1750604000000];
