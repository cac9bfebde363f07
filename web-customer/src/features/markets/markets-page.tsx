import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchState } from '../../shared/routing/use-search-state';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { useInstrumentName } from './instrument-name';
import { filterMarkets } from './market-lists';
import { MarketTable } from './market-table';
import { useMarketsQuery } from './markets.api';
import { MarketsLoadError } from './markets-load-error';
import { CATEGORIES, isCategory, type MarketCategory } from './markets.types';

type Chip = MarketCategory | 'all';
const CHIPS: readonly Chip[] = ['all', ...CATEGORIES];

// /market: every instrument, by category and by search. Both live in the URL, so coming back from a
// market's detail shows the same list.
export const MarketsPage = () => {
  const { t } = useTranslation();
  const [search, changeSearch] = useSearchState();
  const asked = search.get('category');
  const category: Chip = isCategory(asked) ? asked : 'all';
  const query = search.get('q') ?? '';
  const { data, isLoading, isError, refetch } = useMarketsQuery();
  const nameOf = useInstrumentName();
  const rows = useMemo(() => filterMarkets(data ?? [], category, query, nameOf), [data, category, query, nameOf]);

  // 'all' is the list without a category: no key in the URL.
  const update = (name: 'category' | 'q', value: string) => changeSearch({ [name]: value === 'all' ? null : value });

  return (
    <Page title={t('markets.title')} back={false}>
      <div className="market-filters">
        <div className="field__row market-search">
          <span className="market-search__icon" aria-hidden="true">
            ⌕
          </span>
          <input
            type="search"
            className="field__input"
            value={query}
            onChange={(event) => update('q', event.target.value)}
            placeholder={t('markets.searchPlaceholder')}
            aria-label={t('markets.search')}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            data-testid="market-search"
          />
        </div>
        <div className="chips" role="group" aria-label={t('markets.categories')}>
          {CHIPS.map((chip) => (
            <button
              key={chip}
              type="button"
              className={`chip${chip === category ? ' chip--on' : ''}`}
              aria-pressed={chip === category}
              onClick={() => update('category', chip)}
              data-testid={`category-${chip}`}
            >
              {t(`markets.category.${chip}`)}
            </button>
          ))}
        </div>
      </div>
      <section className="card market-list" aria-label={t('markets.title')}>
        {isLoading && <Skeleton lines={8} />}
        {isError && !data && <MarketsLoadError onRetry={() => void refetch()} />}
        {data && <MarketTable markets={rows} empty={query || category !== 'all' ? t('markets.noMatch') : t('markets.empty')} />}
      </section>
    </Page>
  );
};
