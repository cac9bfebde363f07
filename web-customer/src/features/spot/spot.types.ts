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

export const ORDER_TYPES = ['limit', 'market'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

// A public trade; `side` is the taker's.
export type PublicTrade = ApiModel<'PublicTradeResponseDto'>;

export interface TradesPush {
  symbol: string;
  items: PublicTrade[];
}

export type SpotBalance = ApiModel<'SpotBalanceResponseDto'>;

export type OrderStatus = 'open' | 'partially_filled' | 'filled' | 'cancelled';

export type Order = ApiModel<'SpotOrderResponseDto'>;

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
export type NewOrder =
  | { symbol: string; side: Side; type: 'limit'; price: string; quantity: string }
  | { symbol: string; side: 'buy'; type: 'market'; quoteAmount: string }
  | { symbol: string; side: 'sell'; type: 'market'; quantity: string };
export type NewOrderMatchesServer = Holds<FitsBodyOf<NewOrder, ApiBody<'SpotOrderRequestDto'>>>;

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
