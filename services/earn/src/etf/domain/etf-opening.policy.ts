/**
 * When a fund that has no unit value yet opens to buying. Its first value is fixed from the first UTC
 * day with a close of every basket market (docs/earn.md, "ETF products"); trading records a day's
 * closes just after its midnight, and a market's close is its last tick at or before it. So buying
 * opens at the midnight after the first day by whose end every basket market has traded at least once.
 */
export type MarketHours = '24x7' | 'forex' | 'us-equity' | 'cfd';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const WEEK = 7 * DAY;
/** Trading records a day's closes within a minute of midnight and the valuation runs every 30 s. */
export const CLOSES_ARRIVE_WITHIN_MS = 10 * MINUTE;

const at = (day: number, hour: number, minute = 0) => day * DAY + hour * 60 * MINUTE + minute * MINUTE;

/**
 * The weekly sessions, [start, end) in ms from Sunday 00:00 UTC, as trading's feed keeps them
 * (services/trading/src/market/trading-hours.ts): forex Sunday 22:00 to Friday 22:00; US equities
 * 14:30 to 21:00 on weekdays; CFDs Sunday 22:00 to Friday 21:00 with a daily break 21:00 to 22:00.
 */
const SESSIONS: Record<Exclude<MarketHours, '24x7'>, readonly (readonly [number, number])[]> = {
  forex: [[at(0, 22), at(5, 22)]],
  'us-equity': [1, 2, 3, 4, 5].map((day) => [at(day, 14, 30), at(day, 21)] as const),
  cfd: [0, 1, 2, 3, 4].map((day) => [at(day, 22), at(day + 1, 21)] as const),
};

const startOfUtcDay = (ms: number) => Math.floor(ms / DAY) * DAY;
// 1970-01-01 was a Thursday: shift so weeks start on Sunday.
const startOfUtcWeek = (ms: number) => startOfUtcDay(ms) - new Date(ms).getUTCDay() * DAY;

/** The first moment at or after `from` when a market with these hours trades. */
export function firstTradingAt(hours: MarketHours, from: Date): Date {
  if (hours === '24x7') return from;
  const time = from.getTime();
  const week = startOfUtcWeek(time);
  for (const offset of [-WEEK, 0, WEEK]) {
    for (const [start, end] of SESSIONS[hours]) {
      const opens = week + offset + start;
      const closes = week + offset + end;
      if (closes > time) return new Date(Math.max(opens, time));
    }
  }
  throw new Error(`no session of ${hours} within a week of ${from.toISOString()}`);
}

export interface BasketMarket {
  symbol: string;
  hours: MarketHours;
}

/**
 * When buying is expected to open, for a fund not valued yet. `closed` holds the basket markets that
 * already have a recorded close (each later day will have one too). Just after midnight the day
 * before still counts: its closes may not have arrived yet. A moment at or before `now` means the
 * closes are in and the value is being fixed.
 */
export function etfOpensAt(basket: readonly BasketMarket[], closed: ReadonlySet<string>, now: Date): Date {
  const waiting = basket.filter((market) => !closed.has(market.symbol));
  if (waiting.length === 0) return now;
  const time = now.getTime();
  const today = startOfUtcDay(time);
  const from = new Date(time - today < CLOSES_ARRIVE_WITHIN_MS ? today - DAY : time);
  const lastFirstDay = Math.max(...waiting.map((market) => startOfUtcDay(firstTradingAt(market.hours, from).getTime())));
  return new Date(lastFirstDay + DAY);
}
