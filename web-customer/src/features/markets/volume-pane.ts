import { HistogramSeries, type IChartApi, type ISeriesApi } from 'lightweight-charts';

// Candles (or the line) in the top pane, volume in a band of its own below it: however the prices
// move or the customer zooms, a bar can never be drawn over a candle.
export const PRICE_PANE = 0;
const VOLUME_PANE = 1;
// Heights in proportion: the band takes a fifth of the chart.
const PRICE_STRETCH = 4;
const VOLUME_STRETCH = 1;

// Called once the price pane has its series, so the band opens below it.
export const addVolumePane = (chart: IChartApi): ISeriesApi<'Histogram'> => {
  const bars = chart.addSeries(
    HistogramSeries,
    { priceFormat: { type: 'volume' }, priceScaleId: '', lastValueVisible: false, priceLineVisible: false },
    VOLUME_PANE,
  );
  bars.priceScale().applyOptions({ scaleMargins: { top: 0.15, bottom: 0 } });
  const [prices, volumes] = chart.panes();
  prices?.setStretchFactor(PRICE_STRETCH);
  volumes?.setStretchFactor(VOLUME_STRETCH);
  return bars;
};
