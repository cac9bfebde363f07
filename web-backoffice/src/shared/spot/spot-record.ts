import type { ApiModel } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { valuesOf } from '../api-values';

type ApiOrder = ApiModel<'SpotOrderResponseDto'>;
export type OrderStatus = ApiOrder['status'];
export type OrderSide = ApiOrder['side'];
export type OrderType = ApiOrder['type'];

/** The spot orders list's status filter. */
export const ORDER_STATUSES = valuesOf<OrderStatus>({
  // A stop order waiting for its trigger: the list has not offered it as a filter so far (issue 21 item 6 keeps that as it was).
  untriggered: false,
  open: true,
  partially_filled: true,
  filled: true,
  cancelled: true,
});
export const ORDER_SIDES = valuesOf<OrderSide>({ buy: true, sell: true });

// The house market maker trades from a platform account, not a customer's: it has no customer page.
export const MARKET_MAKER_ID = 'market-maker';

// docs/api.md, spot (admin): `GET /spot-orders`, `GET /spot-orders/:id`. Amounts are decimal strings.
export type SpotOrder = RaRecord & {
  customerId: string;
  account: string;
  symbol: string;
  side: OrderSide;
  type: OrderType;
  price: string | null;
  quantity: string | null;
  quoteAmount: string | null;
  filledQuantity: string;
  filledQuote: string;
  averagePrice: string | null;
  fee: string;
  feeCoin: string;
  status: OrderStatus;
  cancelReason: string | null;
  createdAt: string;
  updatedAt: string;
};

// `GET /spot-trades`: the buyer pays their fee in the base coin, the seller in the quote coin.
export type SpotTrade = RaRecord & {
  symbol: string;
  price: string;
  quantity: string;
  quoteAmount: string;
  takerSide: OrderSide;
  buyOrderId: string;
  sellOrderId: string;
  buyerId: string;
  buyerAccount: string;
  sellerId: string;
  sellerAccount: string;
  buyerFee: string;
  sellerFee: string;
  at: string;
};

// Quote coins of the spot books, longest first so that `USDT` wins over `USD`.
const QUOTE_COINS = ['USDT', 'USDC', 'USD', 'BTC', 'ETH'];

/** `BTCUSDT` -> `{ base: 'BTC', quote: 'USDT' }`; an unknown quote leaves `quote` empty. */
export const splitSymbol = (symbol: string): { base: string; quote: string } => {
  const quote = QUOTE_COINS.find((coin) => symbol.length > coin.length && symbol.endsWith(coin));
  return quote ? { base: symbol.slice(0, -quote.length), quote } : { base: symbol, quote: '' };
};

export const isMarketMaker = (customerId: unknown): boolean => customerId === MARKET_MAKER_ID;
