import {
  AreaSeries,
  CandlestickSeries,
  createChart,
  CrosshairMode,
  LineStyle,
  TickMarkType,
  type IChartApi,
  type ISeriesApi,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { numberFormatter, type Decimals } from '../../shared/format/number';
import { localeOf } from '../../shared/i18n/languages';
import { selectLanguage, selectRedUp, selectTheme } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { readChartColours, translucent, type ChartColours } from './chart-colours';
import { chartBar, chartPoint, chartPriceFormat, chartVolume, isDailyOrLonger, timeLabel, type TimeLevel } from './chart-data';
import type { Candle, Period } from './markets.types';
import { addVolumePane, PRICE_PANE } from './volume-pane';

type Drawn = { kind: 'candles'; api: ISeriesApi<'Candlestick'> } | { kind: 'line'; api: ISeriesApi<'Area'> };

const LEVELS: Record<TickMarkType, TimeLevel> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'seconds',
};

interface CandleChartProps {
  symbol: string;
  period: Period;
  decimals: Decimals;
  candles: readonly Candle[];
  // When the candles were fetched: a new fetch redraws everything, a push in between moves the last candle.
  loadedAt: number | undefined;
  label: string;
}

export const CandleChart = ({ symbol, period, decimals, candles, loadedAt, label }: CandleChartProps) => {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Drawn | null>(null);
  const volume = useRef<ISeriesApi<'Histogram'> | null>(null);
  // The volume bars carry their colours in their data, so they are kept to colour them again.
  const palette = useRef<ChartColours | null>(null);
  const drawn = useRef<{ key: string; length: number; candles: readonly Candle[] } | null>(null);
  const theme = useAppSelector(selectTheme);
  const redUp = useAppSelector(selectRedUp);
  const language = useAppSelector(selectLanguage);
  const locale = localeOf(language);

  useEffect(() => {
    const created = createChart(container.current!, {
      autoSize: true,
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.1, bottom: 0.1 } },
      timeScale: { borderVisible: false, rightOffset: 4 },
      layout: { panes: { enableResize: false } },
    });
    chart.current = created;
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
      volume.current = null;
      drawn.current = null;
    };
  }, []);

  // One series at a time: candlesticks, or the area of closes for the "time" chart.
  const kind = period === 'line' ? 'line' : 'candles';
  useEffect(() => {
    const target = chart.current;
    if (!target) return;
    if (series.current?.kind === kind) return;
    // The new series joins the price pane before the old one leaves it: an emptied pane is removed.
    const next: Drawn =
      kind === 'line'
        ? { kind, api: target.addSeries(AreaSeries, { lineWidth: 2, priceLineStyle: LineStyle.Dashed }, PRICE_PANE) }
        : { kind, api: target.addSeries(CandlestickSeries, { borderVisible: false, priceLineStyle: LineStyle.Dashed }, PRICE_PANE) };
    if (series.current) target.removeSeries(series.current.api);
    series.current = next;
    volume.current ??= addVolumePane(target);
    drawn.current = null;
  }, [kind]);

  // Colours follow the theme and the up/down setting; labels follow the language and the period.
  useEffect(() => {
    const target = chart.current;
    const current = series.current;
    if (!target || !current) return;
    const colours = readChartColours();
    palette.current = colours;
    if (drawn.current) volume.current?.setData(drawn.current.candles.map((candle) => chartVolume(candle, colours)));
    const daily = isDailyOrLonger(period);
    const prices = numberFormatter(language, decimals);
    target.applyOptions({
      layout: {
        background: { color: colours.background },
        textColor: colours.text,
        fontFamily: getComputedStyle(document.body).fontFamily,
        panes: { separatorColor: colours.grid, separatorHoverColor: colours.grid },
      },
      grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
      localization: {
        locale,
        priceFormatter: (price: number) => prices.format(price),
        timeFormatter: (time: Time) => timeLabel(time as UTCTimestamp, 'crosshair', period, locale),
      },
      timeScale: {
        timeVisible: !daily,
        secondsVisible: false,
        tickMarkFormatter: (time: Time, type: TickMarkType) => timeLabel(time as UTCTimestamp, LEVELS[type], period, locale),
      },
    });
    const priceFormat = chartPriceFormat(decimals);
    if (current.kind === 'line') {
      current.api.applyOptions({
        priceFormat,
        lineColor: colours.line,
        topColor: translucent(colours.line, 0.35),
        bottomColor: translucent(colours.line, 0),
      });
    } else {
      current.api.applyOptions({
        priceFormat,
        upColor: colours.up,
        downColor: colours.down,
        wickUpColor: colours.up,
        wickDownColor: colours.down,
      });
    }
  }, [theme, redUp, language, locale, period, decimals, kind]);

  // A fresh fetch (another symbol or period, or a refetch after a reconnection) is drawn whole; a push
  // only moves the last candle, or closes it and opens the next, which is what series.update() is for.
  useEffect(() => {
    const current = series.current;
    if (!current) return;
    const key = `${symbol}|${period}|${loadedAt ?? ''}`;
    const previous = drawn.current;
    const grown = previous ? candles.length - previous.length : -1;
    const colours = palette.current ?? readChartColours();
    const drawAll = () => {
      if (current.kind === 'line') current.api.setData(candles.map(chartPoint));
      else current.api.setData(candles.map(chartBar));
      volume.current?.setData(candles.map((candle) => chartVolume(candle, colours)));
    };
    if (previous?.key === key && candles.length > 0 && (grown === 0 || grown === 1)) {
      const changed = grown === 1 && candles.length > 1 ? candles.slice(-2) : candles.slice(-1);
      try {
        for (const candle of changed) {
          if (current.kind === 'line') current.api.update(chartPoint(candle));
          else current.api.update(chartBar(candle));
          volume.current?.update(chartVolume(candle, colours));
        }
      } catch {
        // update() refuses a candle older than the last one drawn; the whole list is always right.
        drawAll();
      }
    } else {
      drawAll();
      // A new symbol or period opens on its latest candles; a refetch keeps where the customer scrolled.
      if (!previous?.key.startsWith(`${symbol}|${period}|`) || previous.length === 0) chart.current?.timeScale().resetTimeScale();
    }
    drawn.current = { key, length: candles.length, candles };
  }, [symbol, period, loadedAt, candles, kind]);

  return <div ref={container} className="chart__canvas" role="img" aria-label={label} />;
};
