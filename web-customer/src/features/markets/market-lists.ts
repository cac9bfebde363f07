import { absDecimal, compareDecimal, isDecimal } from '../../shared/decimal/decimal';
import type { Market, MarketCategory } from './markets.types';

export type Board = 'favourites' | 'contracts' | 'spot';

// The home table's tabs: contracts are every instrument that is not a spot pair.
export const boardRows = (markets: readonly Market[], board: Board, favourites: readonly string[]): Market[] => {
  switch (board) {
    case 'favourites':
      return favouriteRows(markets, favourites);
    case 'contracts':
      return markets.filter((market) => !market.spot);
    case 'spot':
      return markets.filter((market) => market.spot);
    default: {
      const unknown: never = board;
      throw new Error(`unknown board ${String(unknown)}`);
    }
  }
};

// Favourites in the order the customer added them; a symbol no longer listed is skipped.
export const favouriteRows = (markets: readonly Market[], favourites: readonly string[]): Market[] => {
  const bySymbol = new Map(markets.map((market) => [market.symbol, market]));
  return favourites.flatMap((symbol) => bySymbol.get(symbol) ?? []);
};

const ANCHORS = ['BTCUSDT', 'ETHUSDT'];
const HOT_PAIRS = 4;

// Largest first, by the size of the move whichever its direction; compared as decimal text.
const byMove = (a: Market, b: Market) =>
  compareDecimal(absDecimal(b.change_24h.replace(/^\+/, '')), absDecimal(a.change_24h.replace(/^\+/, '')));

// BTC and ETH first, then the biggest movers of the other markets, up to four cards.
export const hotPairs = (markets: readonly Market[]): Market[] => {
  const anchors = ANCHORS.flatMap((symbol) => markets.find((market) => market.symbol === symbol) ?? []);
  const movers = markets
    .filter((market) => !ANCHORS.includes(market.symbol) && isDecimal(market.change_24h.replace(/^\+/, '')))
    .sort(byMove)
    .slice(0, HOT_PAIRS - anchors.length);
  return [...anchors, ...movers];
};

const normalise = (text: string) => text.toLowerCase().replace(/[\s/_-]+/g, '');

// The markets page: a category (or all) and a search on the symbol, the displayed symbol, the name and
// the name in the customer's language, so "btc", "BTC/USDT", "eur usd", "gold" and "黄金" all find
// what the customer means.
export const filterMarkets = (
  markets: readonly Market[],
  category: MarketCategory | 'all',
  query: string,
  localName: (market: Market) => string = (market) => market.name,
): Market[] => {
  const wanted = normalise(query.trim());
  return markets.filter(
    (market) =>
      (category === 'all' || market.category === category) &&
      (!wanted || [market.symbol, market.display_symbol, market.name, localName(market)].some((text) => normalise(text).includes(wanted))),
  );
};
