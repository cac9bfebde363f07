import { chartBar, chartPoint, chartPriceFormat, chartVolume, isDailyOrLonger, timeLabel } from './chart-data';
import { translucent } from './chart-colours';

describe('chart data (display-only numbers)', () => {
  const candle = { time: 1_700_000_000, open: '65000.10', high: '65100.00', low: '64950.55', close: '65020.00', ticks: 42, volume: '0' };

  it('draws a candle from its decimal strings', () => {
    expect(chartBar(candle)).toEqual({ time: 1_700_000_000, open: 65000.1, high: 65100, low: 64950.55, close: 65020 });
  });

  it('draws the time chart from the closes', () => {
    expect(chartPoint(candle)).toEqual({ time: 1_700_000_000, value: 65020 });
  });

  it('draws the volume bar in the colour of the candle direction, decided on the strings', () => {
    const colours = { up: '#2ebd85', down: '#f6465d' };
    expect(chartVolume({ ...candle, volume: '1.2345' }, colours)).toEqual({ time: 1_700_000_000, value: 1.2345, color: '#2ebd85' });
    expect(chartVolume({ ...candle, close: '64999.99', volume: '0.0100' }, colours)).toEqual({ time: 1_700_000_000, value: 0.01, color: '#f6465d' });
    // A flat candle is drawn as up, as the candlestick series draws it; 65000.1 and 65000.10 are equal.
    expect(chartVolume({ ...candle, close: '65000.1', volume: '3' }, colours)).toEqual(expect.objectContaining({ color: '#2ebd85' }));
  });

  it('draws no volume for a candle without one', () => {
    const colours = { up: '#2ebd85', down: '#f6465d' };
    expect(chartVolume(candle, colours)).toEqual({ time: candle.time });
    expect(chartVolume({ ...candle, volume: 'n/a' }, colours)).toEqual({ time: candle.time });
    expect(chartVolume({ ...candle, volume: '0' }, colours)).toEqual({ time: candle.time });
  });

  it('steps the price axis by the instrument decimals', () => {
    expect(chartPriceFormat(2)).toEqual({ type: 'price', precision: 2, minMove: 0.01 });
    expect(chartPriceFormat(6)).toEqual({ type: 'price', precision: 6, minMove: 0.000001 });
  });
});

describe('chart time labels', () => {
  it('label daily and longer candles by their UTC date', () => {
    expect(isDailyOrLonger('1d')).toBe(true);
    expect(isDailyOrLonger('1M')).toBe(true);
    expect(isDailyOrLonger('1m')).toBe(false);
    expect(isDailyOrLonger('line')).toBe(false);
    // 2024-03-01T00:00:00Z is 1 March wherever the customer is.
    expect(timeLabel(1_709_251_200, 'day', '1d', 'en-US')).toBe('Mar 1');
    expect(timeLabel(1_709_251_200, 'crosshair', '1w', 'en-US')).toBe('Mar 1, 2024');
  });

  it('follow the language', () => {
    expect(timeLabel(1_709_251_200, 'year', '1M', 'th-TH')).toMatch(/2567/);
    expect(timeLabel(1_709_251_200, 'day', '1d', 'zh-CN')).toBe('3月1日');
  });
});

describe('chart colours', () => {
  it('make a token colour see-through for the area under the line, and never pass on a colour the chart cannot read', () => {
    expect(translucent('#4c8dff', 0.35)).toBe('rgba(76, 141, 255, 0.35)');
    expect(translucent('var(--accent)', 0.35)).toBe('rgba(0, 0, 0, 0)');
  });
});
