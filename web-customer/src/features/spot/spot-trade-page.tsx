import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { SpotHeader } from './header/spot-header';
import { MarketActivity } from './order-book/market-activity';
import { OrderEntry } from './order-form/order-entry';
import type { PickedPrice } from './order-form/order-form';
import { SpotLoadingFrame } from './spot-loading-frame';
import { useSpotMarketsQuery } from './spot.api';
import { DEFAULT_SPOT_SYMBOL, spotPath } from './spot-path';
import type { SpotMarket } from './spot.types';
import { ButtonLink } from '../../shared/ui/button-link';

// Only a logged-in customer has orders: a visitor never downloads their list.
const MyOrders = lazy(async () => ({ default: (await import('./orders/my-orders')).MyOrders }));

export interface SpotTradePageProps {
  loggedIn: boolean;
  // The pair's live last price and 24h change, and its candle chart: the markets feature draws both.
  ticker: (symbol: string) => ReactNode;
  chart: (market: SpotMarket) => ReactNode;
}

// /exchange/:symbol: a phone stacks the pieces (chart, then the form beside the book, then the orders);
// a desktop sets them side by side: chart | book and trades | order entry, the orders below.
export const SpotTradePage = ({ loggedIn, ticker, chart }: SpotTradePageProps) => {
  const { t } = useTranslation();
  const symbol = (useParams().symbol ?? '').toUpperCase();
  const { data: markets, isLoading, isError, refetch } = useSpotMarketsQuery();
  const market = markets?.find((entry) => entry.symbol === symbol);
  const [picked, setPicked] = useState<PickedPrice | null>(null);

  if (!market && isLoading) return <SpotLoadingFrame loggedIn={loggedIn} />;
  if (!market) {
    return (
      <Page title={t('spot.screenTitle')}>
        {isError && !markets && <LoadFailed title={t('spot.marketsFailed')} onRetry={refetch} testId="spot-markets-error" />}
        {markets && (
          <EmptyState
            title={t('spot.notFound')}
            body={t('spot.notFoundHint')}
            testId="spot-not-found"
            action={
              <ButtonLink to={spotPath(DEFAULT_SPOT_SYMBOL)}>
                {t('spot.openDefault', {
                  name: markets.find((entry) => entry.symbol === DEFAULT_SPOT_SYMBOL)?.displaySymbol ?? DEFAULT_SPOT_SYMBOL,
                })}
              </ButtonLink>
            }
          />
        )}
      </Page>
    );
  }

  const pick = (price: string) => setPicked((current) => ({ symbol: market.symbol, price, id: (current?.id ?? 0) + 1 }));

  return (
    <div className="spot" data-testid="spot-screen" data-symbol={market.symbol}>
      <SpotHeader market={market} markets={markets ?? []} ticker={ticker(market.symbol)} />
      <div className="spot__chart">{chart(market)}</div>
      <MarketActivity market={market} onPickPrice={pick} />
      <OrderEntry market={market} loggedIn={loggedIn} picked={picked} />
      {loggedIn && (
        <Suspense fallback={null}>
          <MyOrders market={market} markets={markets ?? []} />
        </Suspense>
      )}
    </div>
  );
};
