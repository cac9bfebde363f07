export { OrderBook } from './order-book';
export { ReferenceOrderBook } from './reference-order-book';
export type {
  CancelReason,
  Depth,
  DepthLevel,
  EventSink,
  MatchingEngine,
  MatchingEvent,
  MatchingEventType,
  OrderAcceptedData,
  OrderBookSnapshot,
  OrderType,
  PlaceOrder,
  RejectReason,
  RestingOrder,
  SelfTradePrevention,
  Side,
  SnapshotOrder,
  TimeInForce,
  TradeExecutedData,
} from './matching.types';
