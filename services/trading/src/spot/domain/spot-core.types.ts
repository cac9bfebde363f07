/**
 * Commands and events of the spot trading core. Everything here is JSON-safe: amounts, prices and
 * quantities are decimal strings, times ISO strings. Each stored event carries the command that
 * produced it, so start-up can re-run the commands after a snapshot and check that the engine
 * reproduces exactly the recorded facts.
 */
import { DomainError } from '@meridian/decider';
import type { CancelReason, Side } from '../../matching';

/** A stop order waits, untriggered, until a recorded tick reaches its stop price, then goes to the book as a limit or market order. */
export type SpotOrderType = 'limit' | 'market' | 'stop_limit' | 'stop_market';
/** For limit orders (a triggered stop-limit rests as gtc): see the engine's TimeInForce. */
export type SpotTimeInForce = 'gtc' | 'ioc' | 'fok' | 'post_only';
export type SpotOrderStatus = 'untriggered' | 'open' | 'partially_filled' | 'filled' | 'cancelled';

/** The market maker's owner id; its accounts are `platform:market-maker:<COIN>`. */
export const MARKET_MAKER = 'market-maker';

export interface PriceTickRef {
  symbol: string;
  seq: number;
  at: string;
  price: string;
  source: string;
}

export interface QuoteLevel {
  price: string;
  quantity: string;
}

export type SpotCommand =
  | {
      type: 'PlaceSpotOrder';
      orderId: string;
      ownerId: string;
      symbol: string;
      side: Side;
      orderType: SpotOrderType;
      price?: string;
      quantity?: string;
      quoteAmount?: string;
      /** Stop orders: the price whose tick sends the order to the book (a buy stop above the current tick, a sell stop below). */
      stopPrice?: string;
      timeInForce?: SpotTimeInForce;
      /** The last recorded tick when the order was accepted; stop orders are checked against it. */
      tick?: PriceTickRef;
      at: string;
    }
  | {
      /**
       * One-cancels-the-other: a limit order (the take-profit) and a stop on the same quantity. A sell
       * needs limit > tick > stop, a buy limit < tick < stop. One hold covers both; when either leg
       * trades or triggers, or the customer cancels one, the other is cancelled.
       */
      type: 'PlaceSpotOco';
      ocoId: string;
      limitOrderId: string;
      stopOrderId: string;
      ownerId: string;
      symbol: string;
      side: Side;
      quantity: string;
      price: string;
      stopPrice: string;
      /** Absent: the stop leg is a market order when triggered. */
      stopLimitPrice?: string;
      tick: PriceTickRef;
      at: string;
    }
  /** A recorded tick that reached at least one stop: every stop it crossed goes to the book, oldest first. */
  | { type: 'FireSpotStops'; tick: PriceTickRef; at: string }
  | { type: 'CancelSpotOrder'; orderId: string; ownerId: string; at: string }
  | { type: 'ReceiveFromFunding'; transferId: string; customerId: string; coin: string; amount: string; at: string }
  | { type: 'SendToFunding'; transferId: string; customerId: string; coin: string; amount: string; toAccount: string; at: string }
  | { type: 'ReplaceQuotes'; symbol: string; tick: PriceTickRef; bids: QuoteLevel[]; asks: QuoteLevel[]; at: string }
  | { type: 'FundMarketMaker'; fundingId: string; coin: string; amount: string; at: string }
  /**
   * The fee rates of every spot book, decimal fractions of what the customer receives (0.001 is
   * 0.1%), for orders accepted from now on: an order keeps the rates it was accepted under. A staff
   * act behind four eyes (a lower rate waits for a second member; docs/security.md).
   */
  | { type: 'ConfigureSpotFees'; makerRate: string; takerRate: string; staffId: string; reason: string; at: string };

/** A balance movement in the core's journal: every event's postings sum to zero per coin. */
export interface SpotPosting {
  account: string;
  coin: string;
  amount: string;
  /** On a customer's own account: its balance after this posting, and what the customer's records call it. */
  balanceAfter?: string;
  record?: SpotRecordType;
  /** The order or transfer it belongs to. */
  ref?: string;
}

export type SpotRecordType = 'spot_order' | 'spot_order_refund' | 'spot_trade' | 'transfer_in' | 'transfer_out';

/** What an order was placed with: the core's live order and the view both start from it. */
export interface SpotOrderTerms {
  id: string;
  ownerId: string;
  symbol: string;
  side: Side;
  type: SpotOrderType;
  price: string | null;
  quantity: string | null;
  quoteAmount: string | null;
  stopPrice: string | null;
  timeInForce: SpotTimeInForce;
  /** Both legs of a one-cancels-the-other pair carry the pair's id. */
  ocoId: string | null;
}

/** An order as the read models and the API show it. */
export interface SpotOrderView extends SpotOrderTerms {
  filledQuantity: string;
  filledQuote: string;
  averagePrice: string | null;
  fee: string;
  feeCoin: string;
  status: SpotOrderStatus;
  cancelReason: CancelReason | null;
  createdAt: string;
  updatedAt: string;
  /** The recorded tick that sent a stop order to the book. */
  triggerTick: PriceTickRef | null;
  /** Set when people read a market buy by amount that spent all it could: what came back (spot-order-outcome.ts). */
  unspent?: string;
}

export interface SpotTrade {
  id: string;
  symbol: string;
  seq: number;
  price: string;
  quantity: string;
  quoteAmount: string;
  takerSide: Side;
  buyOrderId: string;
  sellOrderId: string;
  buyerId: string;
  sellerId: string;
  /** In the base coin, paid by the buyer out of what they received. */
  buyerFee: string;
  /** In the quote coin, paid by the seller out of what they received. */
  sellerFee: string;
  at: string;
}

export interface SpotEventData {
  command: SpotCommand;
  /** Orders whose state changed, as they are now. */
  orders: SpotOrderView[];
  trades: SpotTrade[];
  postings: SpotPosting[];
}

export type SpotEventType =
  | 'SpotOrderPlaced'
  | 'SpotOcoPlaced'
  | 'SpotStopsTriggered'
  | 'SpotOrderCancelled'
  | 'SpotFundsReceived'
  | 'SpotFundsSent'
  | 'MarketMakerQuotesReplaced'
  | 'MarketMakerFunded'
  | 'SpotFeesConfigured';

export interface SpotEvent {
  type: SpotEventType;
  data: SpotEventData;
}

export const SPOT_EVENT_TYPES: readonly SpotEventType[] = [
  'SpotOrderPlaced',
  'SpotOcoPlaced',
  'SpotStopsTriggered',
  'SpotOrderCancelled',
  'SpotFundsReceived',
  'SpotFundsSent',
  'MarketMakerQuotesReplaced',
  'MarketMakerFunded',
  'SpotFeesConfigured',
];

export type SpotRejectionCode =
  | 'spot.unknownMarket'
  | 'spot.invalidOrder'
  | 'spot.priceStep'
  | 'spot.quantityStep'
  | 'spot.insufficientBalance'
  | 'spot.orderNotFound'
  | 'spot.noPrice'
  | 'spot.stopPrice'
  | 'spot.ocoPrices'
  | 'spot.timeInForce'
  | 'spot.nothingTriggered'
  | 'spot.duplicateTransfer'
  | 'spot.unknownCoin'
  | 'spot.feeRateInvalid';

/** A refused command: nothing changed. A decider's refusal: the HTTP edge answers it in the reader's language. */
export class SpotRejection extends DomainError {
  constructor(
    override readonly code: SpotRejectionCode,
    override readonly params: Record<string, string> = {},
  ) {
    super(code, params);
  }
}

/** The core's refusal of a transfer id it has already credited. */
export const isDuplicateTransfer = (error: unknown): boolean => error instanceof SpotRejection && error.code === 'spot.duplicateTransfer';

export interface SpotBalance {
  coin: string;
  available: string;
  frozen: string;
}
