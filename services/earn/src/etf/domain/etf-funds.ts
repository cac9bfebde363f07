import type { MarketHours } from './etf-opening.policy';

/**
 * The ETF products: each fund's unit is worth 1 USDT on its first valued day and then follows a
 * published basket of instruments at their daily closes (DESIGN section 4: the basket is the fund's
 * terms, named in every valuation). Weights are decimal strings summing to 1.
 */
export interface EtfFund {
  fundId: string;
  risk: 'low' | 'balanced';
  basket: readonly { symbol: string; weight: string }[];
  /** USDT per purchase. */
  minAmount: string;
  maxAmount: string;
}

export const ETF_FUNDS: readonly EtfFund[] = [
  {
    fundId: 'etf-low',
    risk: 'low',
    basket: [
      { symbol: 'XAUUSD', weight: '0.4' },
      { symbol: 'SPY', weight: '0.3' },
      { symbol: 'EURUSD', weight: '0.3' },
    ],
    minAmount: '10',
    maxAmount: '100000',
  },
  {
    fundId: 'etf-balanced',
    risk: 'balanced',
    basket: [
      { symbol: 'BTCUSDT', weight: '0.3' },
      { symbol: 'QQQ', weight: '0.3' },
      { symbol: 'SPY', weight: '0.2' },
      { symbol: 'XAUUSD', weight: '0.2' },
    ],
    minAmount: '10',
    maxAmount: '100000',
  },
];

export const etfFundOf = (fundId: string) => ETF_FUNDS.find((fund) => fund.fundId === fundId);

/**
 * When each basket market trades, as trading lists it (services/trading/src/market/instruments.ts):
 * it tells a customer when a fund not valued yet opens to buying. test/browser/earn-and-offline.e2e-spec.ts
 * holds it against trading's instruments.
 */
export const BASKET_MARKET_HOURS: Readonly<Record<string, MarketHours>> = {
  XAUUSD: 'cfd',
  SPY: 'us-equity',
  EURUSD: 'forex',
  BTCUSDT: '24x7',
  QQQ: 'us-equity',
};

export const basketMarketsOf = (fund: Pick<EtfFund, 'basket'>) =>
  fund.basket.map(({ symbol }) => {
    const hours = BASKET_MARKET_HOURS[symbol];
    if (!hours) throw new Error(`no trading hours for ${symbol}`);
    return { symbol, hours };
  });
