/* eslint-disable money/no-float-conversion -- the chart library draws with numbers; every figure a customer reads comes from the decimal strings, not from these */
import type { AreaData, CandlestickData, HistogramData, UTCTimestamp, WhitespaceData } from 'lightweight-charts';
import { compareDecimal, isDecimal } from '../../shared/decimal/decimal';
import type { ChartColours } from './chart-colours';
import type { Candle, Period } from './markets.types';

// Display-only. lightweight-charts draws with floating-point numbers, so here, and only here, the
// decimal strings of a candle become numbers. They go to the canvas and nowhere else: no arithmetic on
// them feeds a price, an amount or an order, and none is sent back to the server. Every price a
// customer reads in text comes from the strings themselves.
export const chartBar = (candle: Candle): CandlestickData<UTCTimestamp> => ({
  time: candle.time as UTCTimestamp,
  open: Number(candle.open),
  high: Number(candle.high),
  low: Number(candle.low),
  close: Number(candle.close),
});

// The "time" chart (period `line`): the close of each 1-minute candle.
export const chartPoint = (candle: Candle): AreaData<UTCTimestamp> => ({ time: candle.time as UTCTimestamp, value: Number(candle.close) });

// The volume bar under a candle, in the colour of the candle's direction (a flat candle counts as up,
// as the candlestick series draws it). The direction is decided on the strings, exactly. A candle
// nothing traded in gets no bar at all (whitespace), not a zero-height line.
export const chartVolume = (
  candle: Candle,
  colours: Pick<ChartColours, 'up' | 'down'>,
): HistogramData<UTCTimestamp> | WhitespaceData<UTCTimestamp> => {
  const value = candle.volume !== undefined && isDecimal(candle.volume) ? Number(candle.volume) : 0;
  if (value === 0) return { time: candle.time as UTCTimestamp };
  return { time: candle.time as UTCTimestamp, value, color: compareDecimal(candle.close, candle.open) >= 0 ? colours.up : colours.down };
};

// The price axis steps by the instrument's last shown decimal (display-only too).
export const chartPriceFormat = (decimals: number) => ({ type: 'price' as const, precision: decimals, minMove: Number(`1e-${decimals}`) });

// Daily and longer candles start at 00:00 UTC and are labelled by that UTC date (a customer west of
// Greenwich would otherwise see each day under the day before); shorter ones in the customer's time.
export const isDailyOrLonger = (period: Period) => period === '1d' || period === '1w' || period === '1M' || period === '1y';

export type TimeLevel = 'year' | 'month' | 'day' | 'time' | 'seconds' | 'crosshair';

const OPTIONS: Record<TimeLevel, Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  month: { month: 'short' },
  day: { month: 'short', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  seconds: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  crosshair: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

// A time label on the chart's axis or crosshair, in the customer's language.
export const timeLabel = (seconds: number, level: TimeLevel, period: Period, locale: string): string => {
  const utc = isDailyOrLonger(period);
  const options: Intl.DateTimeFormatOptions =
    level === 'crosshair' && utc ? { year: 'numeric', month: 'short', day: 'numeric' } : OPTIONS[level];
  const id = `${locale}|${level}|${utc}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, ...(utc ? { timeZone: 'UTC' } : {}) });
    formatters.set(id, formatter);
  }
  return formatter.format(new Date(seconds * 1000));
};
