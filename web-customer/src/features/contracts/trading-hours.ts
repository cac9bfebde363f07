// When a market trades, as the server decides it (services/trading/src/market/trading-hours.ts, by
// the instrument's category in services/trading/src/market/instruments.ts), to tell a customer on a
// closed market when it opens and what its hours are in their own time zone. Whether it trades right
// now is never decided here: the live ticker's `trading` flag says so (staff may also suspend one).
export type TradingHours = '24x7' | 'forex' | 'us-equity' | 'cfd';
export type MarketCategory = 'crypto' | 'forex' | 'stock' | 'index' | 'etf' | 'metal' | 'energy';

export const hoursOf = (category: MarketCategory): TradingHours => {
  switch (category) {
    case 'crypto':
      return '24x7';
    case 'forex':
      return 'forex';
    case 'stock':
    case 'etf':
      return 'us-equity';
    default:
      return 'cfd';
  }
};

const DAY = 24 * 60;
const at = (day: number, hour: number, minute = 0) => day * DAY + hour * 60 + minute;

/** The weekly sessions in UTC, as [start, end) in minutes from Sunday 00:00 UTC. */
export const weeklySessions = (hours: TradingHours): readonly (readonly [number, number])[] => {
  switch (hours) {
    case '24x7':
      return [[0, 7 * DAY]];
    case 'forex':
      return [[at(0, 22), at(5, 22)]];
    case 'us-equity':
      return [1, 2, 3, 4, 5].map((day) => [at(day, 14, 30), at(day, 21)] as const);
    case 'cfd':
      // Sunday 22:00 to Friday 21:00 with a daily break from 21:00 to 22:00.
      return [0, 1, 2, 3, 4].map((day) => [at(day, 22), at(day + 1, 21)] as const);
    default: {
      const unknown: never = hours;
      throw new Error(`unknown trading hours ${String(unknown)}`);
    }
  }
};

const weekStart = (now: Date): number => {
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  return start.getTime() - start.getUTCDay() * DAY * 60_000;
};

/** This week's and next week's sessions as real instants around `now`. */
const sessionsAround = (hours: TradingHours, now: Date): { start: Date; end: Date }[] => {
  const base = weekStart(now);
  return [0, 1].flatMap((week) =>
    weeklySessions(hours).map(([start, end]) => ({
      start: new Date(base + (week * 7 * DAY + start) * 60_000),
      end: new Date(base + (week * 7 * DAY + end) * 60_000),
    })),
  );
};

/** When the market next opens after `now` by its schedule (null when it trades around the clock). */
export const nextOpening = (hours: TradingHours, now: Date): Date | null => {
  if (hours === '24x7') return null;
  return sessionsAround(hours, now).find((session) => session.start.getTime() > now.getTime())?.start ?? null;
};

/** This week's sessions (from the coming one on), for showing in the customer's own time zone. */
export const sessionsFrom = (hours: TradingHours, now: Date): { start: Date; end: Date }[] => {
  const sessions = sessionsAround(hours, now).filter((session) => session.end.getTime() > now.getTime());
  return sessions.slice(0, weeklySessions(hours).length);
};

/** Whether `now` falls inside a session of the schedule (a closed market inside one is suspended). */
export const inSession = (hours: TradingHours, now: Date): boolean =>
  sessionsAround(hours, new Date(now.getTime() - 7 * DAY * 60_000)).concat(sessionsAround(hours, now)).some((session) => session.start <= now && now < session.end);
