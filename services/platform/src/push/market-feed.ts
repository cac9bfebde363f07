import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  MARKET_DATA_TOPIC,
  MarketDataEvents,
  parseMarketDataV1,
  type MarketCandlesUpdatedV1,
  type MarketDepthChangedV1,
  type MarketTickersUpdatedV1,
  type MarketTickerUpdateV1,
  type MarketTickerV1,
  type MarketTradesExecutedV1,
} from '@meridian/contracts';
import type { LiveMessage, MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';

/** What the feed hands on as it hears it: the socket side (MarketGateway) implements it. */
export interface MarketFeedSink {
  tickers(data: MarketTickersUpdatedV1): void;
  depth(data: MarketDepthChangedV1): void;
  trades(data: MarketTradesExecutedV1): void;
  candles(data: MarketCandlesUpdatedV1): void;
}

const movingFieldsOf = ({ symbol, price, open_24h, high_24h, low_24h, change_24h, trading, seq, at }: MarketTickerV1): MarketTickerUpdateV1 => ({
  symbol,
  price,
  open_24h,
  high_24h,
  low_24h,
  change_24h,
  trading,
  seq,
  at,
});

/** Before the first list arrives, a symbol is judged by its shape (the list comes every few seconds). */
const SYMBOL = /^[A-Z0-9]{2,24}$/;

/**
 * The push gateway's view of the market, made only of what trading publishes (libs/contracts
 * market-data.v1, on the bus's live channel): never the trading core's memory, so a gateway runs in a
 * process of its own. It keeps the newest list (with each step's moving fields applied) and each
 * book's newest depth, for a socket that subscribes later; a message that does not match the contract
 * is logged and dropped.
 */
@Injectable()
export class MarketFeed implements OnModuleInit {
  private readonly logger = new Logger('market-push');
  private readonly list = new Map<string, MarketTickerV1>();
  private readonly depths = new Map<string, MarketDepthChangedV1>();
  private sink: MarketFeedSink | null = null;

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async onModuleInit(): Promise<void> {
    await this.bus.listenLive(MARKET_DATA_TOPIC, (message) => this.receive(message));
  }

  /** The one socket side the feed hands on to. */
  attach(sink: MarketFeedSink): void {
    this.sink = sink;
  }

  receive({ type, data }: LiveMessage): void {
    let message;
    try {
      message = parseMarketDataV1(type, data);
    } catch (error) {
      this.logger.warn(`dropped ${type}: ${(error as Error).message}`);
      return;
    }
    switch (message.type) {
      case MarketDataEvents.tickers:
        for (const update of message.data.updates) {
          const listed = this.list.get(update.symbol);
          if (listed && update.seq >= listed.seq) this.list.set(update.symbol, { ...listed, ...update });
        }
        return this.sink?.tickers(message.data);
      case MarketDataEvents.list: {
        // The list and the steps travel apart (on Kafka, under different keys): a step heard first stays.
        const before = new Map(this.list);
        this.list.clear();
        for (const ticker of message.data.tickers) {
          const newer = before.get(ticker.symbol);
          this.list.set(ticker.symbol, newer && newer.seq > ticker.seq ? { ...ticker, ...movingFieldsOf(newer) } : ticker);
        }
        return;
      }
      case MarketDataEvents.depth: {
        const known = this.depths.get(message.data.symbol);
        if (known && known.sequence > message.data.sequence) return;
        this.depths.set(message.data.symbol, message.data);
        return this.sink?.depth(message.data);
      }
      case MarketDataEvents.trades:
        return this.sink?.trades(message.data);
      case MarketDataEvents.candles:
        return this.sink?.candles(message.data);
    }
  }

  /** Every enabled market as last published (the legacy `/ws` answer). */
  tickers(): MarketTickerV1[] {
    return [...this.list.values()];
  }

  knows(symbol: string): boolean {
    return this.list.size === 0 ? SYMBOL.test(symbol) : this.list.has(symbol);
  }

  isSpotBook(symbol: string): boolean {
    return this.list.size === 0 ? SYMBOL.test(symbol) : this.list.get(symbol)?.spot === true;
  }

  /** The book's newest published depth, if one has been heard since this gateway started. */
  depthOf(symbol: string): MarketDepthChangedV1 | undefined {
    return this.depths.get(symbol);
  }
}
