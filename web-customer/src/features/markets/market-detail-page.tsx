import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { EmptyState } from '../../shared/ui/empty-state';
import { Fact } from '../../shared/ui/fact';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { ChangeText } from './change-text';
import { ClosedMark } from './closed-mark';
import { FavouriteToggle } from './favourite-toggle';
import { tradePath } from './market-link';
import { MarketChart } from './market-chart';
import { useMarketsQuery } from './markets.api';
import { MarketsLoadError } from './markets-load-error';
import type { Market } from './markets.types';
import { changeDirection } from './price-change';
import { PriceText } from './price-text';
import { useChartPeriod } from './use-chart-period';
import { useInstrumentName } from './instrument-name';
import { ButtonLink } from '../../shared/ui/button-link';

// Price, day change and range. A spot pair also offers "Trade", beside the star, where the thumb is.
const MarketHeader = ({ market }: { market: Market }) => {
  const { t } = useTranslation();
  const nameOf = useInstrumentName();
  const format = useFormat();
  return (
    <section className="card market-header" aria-label={t('markets.summary')} data-testid="market-header">
      <div className="market-header__title">
        <div>
          <p className="market-header__name">
            {nameOf(market)}
            {!market.trading && <ClosedMark />}
          </p>
          <p className={`market-header__price price-${changeDirection(market.change_24h)}`} data-testid="price" data-value={market.price}>
            <PriceText market={market} />
          </p>
          <span data-testid="change-24h">
            <ChangeText change={market.change_24h} pill />
          </span>
        </div>
        <div className="market-header__side">
          <FavouriteToggle market={market} large />
          {market.spot && (
            <ButtonLink small to={tradePath(market.symbol)} data-testid="trade-link">{t('markets.trade')}</ButtonLink>
          )}
        </div>
      </div>
      <dl className="market-stats">
        <Fact label={t('markets.high')} testId="high-24h" data-value={market.high_24h}>
          {format.decimal(market.high_24h, market.decimals)}
        </Fact>
        <Fact label={t('markets.low')} testId="low-24h" data-value={market.low_24h}>
          {format.decimal(market.low_24h, market.decimals)}
        </Fact>
      </dl>
    </section>
  );
};

// /currency?symbol=BTCUSDT&period=1h: one market's price, day range and chart. The period stays in
// the URL, so a reload or a shared link opens the same chart.
export const MarketDetailPage = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const symbol = (search.get('symbol') ?? '').trim().toUpperCase();
  const [period, choosePeriod] = useChartPeriod();
  const { market, listed, isLoading, isError, refetch } = useMarketsQuery(undefined, {
    selectFromResult: ({ data, isLoading, isError }) => ({
      market: data?.find((entry) => entry.symbol === symbol),
      listed: !!data,
      isLoading,
      isError,
    }),
  });

  if (!market) {
    return (
      <Page title={symbol || t('markets.title')}>
        {symbol && isLoading && (
          <>
            <Skeleton card lines={3} />
            <div className="card chart__skeleton chart__skeleton--page" />
          </>
        )}
        {symbol && isError && !listed && (
          <div className="card">
            <MarketsLoadError onRetry={() => void refetch()} />
          </div>
        )}
        {(listed || !symbol) && (
          <EmptyState
            title={t('markets.notFound')}
            body={t('markets.notFoundHint')}
            testId="market-not-found"
            action={<ButtonLink to="/market">{t('markets.allMarkets')}</ButtonLink>}
          />
        )}
      </Page>
    );
  }

  return (
    <Page title={market.display_symbol}>
      <div className="market-detail">
        <MarketHeader market={market} />
        <MarketChart market={market} period={period} onPeriod={choosePeriod} />
      </div>
    </Page>
  );
};
