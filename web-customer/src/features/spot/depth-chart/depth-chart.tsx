import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaneEmpty, PaneFailed } from '../pane-state';
import { useDepthQuery } from '../spot.api';
import type { SpotMarket } from '../spot.types';
import { usePairFormat } from '../use-pair-format';
import { depthCurve, depthPaths } from './depth-curve';

const WIDTH = 600;
const HEIGHT = 300;

interface DepthChartProps {
  market: Pick<SpotMarket, 'symbol' | 'displaySymbol' | 'base' | 'decimals' | 'quantityDecimals'>;
  // Tabs above the chart (the trading screen's chart / depth switch).
  header?: ReactNode;
}

// How much could be bought and sold at each price: the book's running totals as two stepped areas,
// buy orders left of the spread and sell orders right of it, kept live by the book's push.
export const DepthChart = ({ market, header }: DepthChartProps) => {
  const { t } = useTranslation();
  const format = usePairFormat(market);
  const { data, isLoading, isError, refetch } = useDepthQuery(market.symbol);
  const curve = useMemo(() => (data ? depthCurve(data) : null), [data]);
  const paths = useMemo(() => (curve ? depthPaths(curve, WIDTH, HEIGHT) : null), [curve]);
  const bidTotal = curve?.bids.at(-1)?.total ?? '0';
  const askTotal = curve?.asks.at(-1)?.total ?? '0';

  return (
    <section className="card chart depth-chart" aria-label={t('spot.depth.title', { name: market.displaySymbol })}>
      {header}
      <div
        className="chart__panel depth-chart__panel"
        data-testid="depth-chart"
        data-state={curve ? 'ready' : isLoading ? 'loading' : isError ? 'error' : 'empty'}
      >
        {isLoading && (
          <div className="chart__overlay chart__overlay--loading" role="status" aria-busy="true" aria-label={t('common.loading')}>
            <span className="chart__skeleton" />
          </div>
        )}
        {!isLoading && !data && isError && <PaneFailed title={t('spot.book.failed')} onRetry={refetch} testId="depth-error" />}
        {data && !curve && <PaneEmpty title={t('spot.book.empty')} body={t('spot.book.emptyHint')} testId="depth-empty" />}
        {curve && paths && (
          <>
            <div className="depth-chart__legend">
              <span className="depth-chart__key depth-chart__key--bid" data-testid="depth-bids">
                {t('spot.depth.bids', { quantity: format.quantity(bidTotal), coin: market.base })}
              </span>
              <span className="depth-chart__key depth-chart__key--ask" data-testid="depth-asks">
                {t('spot.depth.asks', { quantity: format.quantity(askTotal), coin: market.base })}
              </span>
            </div>
            <svg
              className="depth-chart__plot"
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              role="img"
              aria-label={t('spot.depth.summary', {
                bids: format.quantity(bidTotal),
                asks: format.quantity(askTotal),
                coin: market.base,
                low: format.price(curve.low),
                high: format.price(curve.high),
              })}
            >
              {paths.bids && <path className="depth-chart__area depth-chart__area--bid" d={paths.bids} />}
              {paths.asks && <path className="depth-chart__area depth-chart__area--ask" d={paths.asks} />}
            </svg>
            <div className="depth-chart__axis" aria-hidden="true">
              <span>{format.price(curve.low)}</span>
              {curve.mid && <span>{t('spot.depth.mid', { price: format.price(curve.mid) })}</span>}
              <span>{format.price(curve.high)}</span>
            </div>
          </>
        )}
      </div>
    </section>
  );
};
