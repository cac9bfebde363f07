import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { Skeleton } from '../../shared/ui/skeleton';
import { Tabs } from '../../shared/ui/tabs';
import { tabItems } from '../../shared/ui/tab-items';
import { selectFavourites } from './favourites.slice';
import { boardRows, type Board } from './market-lists';
import { MarketTable } from './market-table';
import { useMarketsQuery } from './markets.api';
import { MarketsLoadError } from './markets-load-error';

// The home page's market table: favourites, contracts (every non-spot instrument) and spot pairs.
export const MarketBoard = () => {
  const { t } = useTranslation();
  const [board, setBoard] = useState<Board>('contracts');
  const favourites = useAppSelector(selectFavourites);
  const { data, isLoading, isError, refetch } = useMarketsQuery();
  const rows = useMemo(() => boardRows(data ?? [], board, favourites), [data, board, favourites]);

  return (
    <section className="card market-board" aria-labelledby="market-board-title">
      <div className="market-board__head">
        <h2 id="market-board-title" className="card__title">
          {t('markets.title')}
        </h2>
        <Link to="/market" className="market-board__more" data-testid="all-markets-link">
          {t('markets.allMarkets')} <span aria-hidden="true">›</span>
        </Link>
      </div>
      <Tabs
        label={t('markets.title')}
        value={board}
        onChange={setBoard}
        controls="market-board-panel"
        items={tabItems('market-tab', { favourites: t('markets.favourites'), contracts: t('markets.contracts'), spot: t('markets.spot') })}
      />
      <div id="market-board-panel" role="tabpanel" className="market-board__panel">
        {isLoading && <Skeleton lines={6} />}
        {isError && !data && <MarketsLoadError onRetry={() => void refetch()} />}
        {data && <MarketTable markets={rows} empty={board === 'favourites' ? t('markets.favouritesEmpty') : t('markets.empty')} />}
      </div>
    </section>
  );
};
