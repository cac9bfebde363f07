// The spot trading screen of a pair; /exchange alone opens the default pair.
export const DEFAULT_SPOT_SYMBOL = 'BTCUSDT';

export const spotPath = (symbol: string) => `/exchange/${encodeURIComponent(symbol)}`;
