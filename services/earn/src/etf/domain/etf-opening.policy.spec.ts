import { BASKET_MARKET_HOURS, basketMarketsOf, ETF_FUNDS } from './etf-funds';
import { etfOpensAt, firstTradingAt } from './etf-opening.policy';

const low = basketMarketsOf(ETF_FUNDS.find((fund) => fund.fundId === 'etf-low')!);
const balanced = basketMarketsOf(ETF_FUNDS.find((fund) => fund.fundId === 'etf-balanced')!);
const none = new Set<string>();
// 2026-11-25 is a Wednesday.
const utc = (text: string) => new Date(`${text}Z`);
const opens = (basket: typeof low, closed: ReadonlySet<string>, now: string) => etfOpensAt(basket, closed, utc(now)).toISOString();

describe('when a market first trades', () => {
  it('is at once for crypto, and inside a session for the others', () => {
    expect(firstTradingAt('24x7', utc('2026-11-28T12:00:00')).toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(firstTradingAt('us-equity', utc('2026-11-25T15:00:00')).toISOString()).toBe('2026-11-25T15:00:00.000Z');
  });

  it('waits for the next session when the market is closed', () => {
    expect(firstTradingAt('us-equity', utc('2026-11-25T10:00:00')).toISOString()).toBe('2026-11-25T14:30:00.000Z');
    expect(firstTradingAt('us-equity', utc('2026-11-27T21:00:00')).toISOString()).toBe('2026-11-30T14:30:00.000Z');
    expect(firstTradingAt('cfd', utc('2026-11-25T21:30:00')).toISOString()).toBe('2026-11-25T22:00:00.000Z');
    expect(firstTradingAt('cfd', utc('2026-11-28T08:00:00')).toISOString()).toBe('2026-11-29T22:00:00.000Z');
    expect(firstTradingAt('forex', utc('2026-11-27T22:00:00')).toISOString()).toBe('2026-11-29T22:00:00.000Z');
  });
});

describe('when an ETF not valued yet opens to buying', () => {
  it('is the midnight after today when every basket market trades later today', () => {
    expect(opens(low, none, '2026-11-25T10:00:00')).toBe('2026-11-26T00:00:00.000Z');
  });

  it('moves to the next day when a basket market has closed for today without a tick', () => {
    // US equities closed at 21:00: SPY first trades on Thursday.
    expect(opens(low, none, '2026-11-25T21:30:00')).toBe('2026-11-27T00:00:00.000Z');
  });

  it('waits over a weekend for the last market to open', () => {
    // Saturday: gold and the euro open Sunday 22:00, SPY and QQQ Monday 14:30; bitcoin trades now.
    expect(opens(low, none, '2026-11-28T12:00:00')).toBe('2026-12-01T00:00:00.000Z');
    expect(opens(balanced, none, '2026-11-28T12:00:00')).toBe('2026-12-01T00:00:00.000Z');
  });

  it('counts only the markets that have no close yet', () => {
    // Friday after the CFD close: only gold still has to trade, on Sunday night.
    expect(opens(low, new Set(['SPY', 'EURUSD']), '2026-11-27T21:30:00')).toBe('2026-11-30T00:00:00.000Z');
  });

  it('is now once every basket market has a close: the value is being fixed', () => {
    expect(opens(low, new Set(['XAUUSD', 'SPY', 'EURUSD']), '2026-11-25T10:00:00')).toBe('2026-11-25T10:00:00.000Z');
  });

  it('still counts yesterday just after midnight, before its closes arrive', () => {
    expect(opens(low, none, '2026-11-26T00:05:00')).toBe('2026-11-26T00:00:00.000Z');
    expect(opens(low, none, '2026-11-26T00:15:00')).toBe('2026-11-27T00:00:00.000Z');
  });

  it('knows the hours of every market in every basket', () => {
    const symbols = ETF_FUNDS.flatMap((fund) => fund.basket.map((entry) => entry.symbol));
    expect(symbols.filter((symbol) => !BASKET_MARKET_HOURS[symbol])).toEqual([]);
  });
});
