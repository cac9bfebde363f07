// The spot trading contract (/api/v1/spot, the book and trades of /api/v1/markets/:symbol). Prices,
// quantities, amounts and fee rates are decimal strings end to end; fee rates are fractions (0.001 = 0.1%).
// What the server answers is its response DTOs, generated from the OpenAPI document (npm run api:types).
import type { ApiBody, ApiModel, ApiQuery, FitsBodyOf, Holds, NamesFieldsOf } from '@meridian/contracts';
import type { Decimals } from '../../shared/format/number';

export interface SpotMarket {
  symbol: string;
  displaySymbol: string;
  base: string;
  quote: string;
  tickSize: string;
  lotStep: string;
  minQuantity: string;
  // How many decimals a price shows; quote amounts are written with as many.
  decimals: Decimals;
  quantityDecimals: number;
  makerFee: string;
  takerFee: string;
}

export type BookLevel = ApiModel<'BookLevelResponseDto'>;

// Best price first on each side.
export type Depth = ApiModel<'DepthResponseDto'>;

export const SIDES = ['buy', 'sell'] as const;
export type Side = (typeof SIDES)[number];

// What the order form offers: the server's four order types, and a one-cancels-the-other pair.
export const ORDER_TYPES = ['limit', 'market', 'stop_limit', 'stop_market', 'oco'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

// How long a limit order lives: until cancelled, only at once (the rest cancelled), whole at once or
// nothing, or only as a maker (cancelled rather than take the book).
export const TIMES_IN_FORCE = ['gtc', 'ioc', 'fok', 'post_only'] as const;
export type TimeInForce = (typeof TIMES_IN_FORCE)[number];

// A public trade; `side` is the taker's.
export type PublicTrade = ApiModel<'PublicTradeResponseDto'>;

export interface TradesPush {
  symbol: string;
  items: PublicTrade[];
}

export type SpotBalance = ApiModel<'SpotBalanceResponseDto'>;

export type Order = ApiModel<'SpotOrderResponseDto'>;

export type OrderStatus = Order['status'];

// The two lists of the orders panel: working orders, and those that are done.
export type OrderList = 'open' | 'history';

export interface OrdersQuery {
  status: OrderList;
  // Every pair when left out.
  symbol?: string;
}
export type OrdersQueryMatchesServer = Holds<NamesFieldsOf<OrdersQuery, ApiQuery<'/api/v1/spot/orders'>>>;

export type MyTrade = ApiModel<'MyTradeResponseDto'>;

// A limit order carries price and quantity; a market buy the quote to spend; a market sell the quantity.
// A stop order adds the price that triggers it and is otherwise the order it becomes.
export type NewOrder =
  | { symbol: string; side: Side; type: 'limit'; price: string; quantity: string; timeInForce?: TimeInForce }
  | { symbol: string; side: 'buy'; type: 'market'; quoteAmount: string }
  | { symbol: string; side: 'sell'; type: 'market'; quantity: string }
  | { symbol: string; side: Side; type: 'stop_limit'; stopPrice: string; price: string; quantity: string }
  | { symbol: string; side: 'buy'; type: 'stop_market'; stopPrice: string; quoteAmount: string }
  | { symbol: string; side: 'sell'; type: 'stop_market'; stopPrice: string; quantity: string };
export type NewOrderMatchesServer = Holds<FitsBodyOf<NewOrder, ApiBody<'SpotOrderRequestDto'>>>;

// One-cancels-the-other: a limit order (the take-profit) and a stop on the same quantity; without a
// stop limit price the stop leg trades at market.
export interface NewOco {
  symbol: string;
  side: Side;
  quantity: string;
  price: string;
  stopPrice: string;
  stopLimitPrice?: string;
}
export type NewOcoMatchesServer = Holds<FitsBodyOf<NewOco, ApiBody<'SpotOcoRequestDto'>>>;
export type OcoPlaced = ApiModel<'SpotOcoResponseDto'>;

// What the form sends once confirmed.
export type OrderDraft = NewOrder | ({ type: 'oco' } & NewOco);

// The funding account ('bba'), where deposits arrive: the coins a transfer into spot can come from. Each
// amount is written with exactly the coin's scale (docs/api.md: '0.000000' for USDT).
export interface FundingRow {
  coin: string;
  available: string;
  frozen: string;
  usdt_value: string;
}

// A transfer from the funding account into spot (POST /api/v1/transfers).
export interface TransferIn {
  coin: string;
  from: 'bba';
  to: 'bb';
  amount: string;
}
export type TransferInMatchesServer = Holds<FitsBodyOf<TransferIn, ApiBody<'TransferRequestDto'>>>;

export interface Transfer {
  id: string;
  coin: string;
  from: string;
  to: string;
  amount: string;
}
