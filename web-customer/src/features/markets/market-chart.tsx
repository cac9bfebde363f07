import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { Tabs } from '../../shared/ui/tabs';
import { useCandlesQuery } from './markets.api';
import { PERIODS, type Candle, type Market, type Period } from './markets.types';

interface MarketChartProps {
  market: Pick<Market, 'symbol' | 'display_symbol' | 'decimals'>;
  period: Period;
  onPeriod: (period: Period) => void;
  // Tabs above the periods (the trading screen's chart / depth switch).
  header?: ReactNode;
}

const NO_CANDLES: readonly Candle[] = [];

// The charting library is the biggest piece of the screen and draws on a canvas (not what the customer
// reads first): it loads in its own chunk, so the rest of the screen paints without waiting for it.
const CandleChart = lazy(async () => ({ default: (await import('./candle-chart')).CandleChart }));

// The period tabs over the chart, and the chart's own loading, error and empty states laid over it, so
// the canvas is created once and survives every period and state.
export const MarketChart = ({ market, period, onPeriod, header }: MarketChartProps) => {
  const { t } = useTranslation();
  const { currentData, fulfilledTimeStamp, isFetching, isError, refetch } = useCandlesQuery({ symbol: market.symbol, period });
  const label = t(`markets.period.${period}`);

  return (
    <section className="card chart" aria-label={t('markets.chartOf', { name: market.display_symbol })}>
      {header}
      <Tabs
        scroll
        label={t('markets.periods')}
        value={period}
        onChange={onPeriod}
        controls="chart-panel"
        items={PERIODS.map((value) => ({ value, label: t(`markets.period.${value}`), testId: `period-${value}` }))}
      />
      <div
        id="chart-panel"
        role="tabpanel"
        className="chart__panel"
        data-testid="chart"
        data-period={period}
        data-state={currentData ? 'ready' : isError ? 'error' : 'loading'}
      >
        <Suspense
          fallback={
            <div className="chart__overlay chart__overlay--loading" role="status" aria-busy="true" aria-label={t('common.loading')}>
              <span className="chart__skeleton" />
            </div>
          }
        >
          <CandleChart
            symbol={market.symbol}
            period={period}
            decimals={market.decimals}
            candles={currentData ?? NO_CANDLES}
            loadedAt={fulfilledTimeStamp}
            label={t('markets.chartLabel', { name: market.display_symbol, period: label })}
          />
        </Suspense>
        {!currentData && isFetching && (
          <div className="chart__overlay chart__overlay--loading" role="status" aria-busy="true" aria-label={t('common.loading')}>
            <span className="chart__skeleton" />
          </div>
        )}
        {!currentData && !isFetching && isError && (
          <div className="chart__overlay" data-testid="chart-error">
            <p>{t('markets.chartFailed')}</p>
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {currentData?.length === 0 && (
          <div className="chart__overlay" data-testid="chart-empty">
            <p>{t('markets.chartEmpty')}</p>
          </div>
        )}
      </div>
    </section>
  );
};
