import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChangeText } from './change-text';
import { ClosedMark } from './closed-mark';
import { marketPath } from './market-link';
import { hotPairs } from './market-lists';
import { useMarketsQuery } from './markets.api';
import { changeDirection } from './price-change';
import { PriceText } from './price-text';

// BTC, ETH and the biggest movers of the day. Silent when the list cannot load: the table says so.
export const HotPairs = () => {
  const { t } = useTranslation();
  const { data, isLoading } = useMarketsQuery();
  const pairs = useMemo(() => hotPairs(data ?? []), [data]);

  if (isLoading) {
    return (
      <div className="hot-pairs" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className="hot-pair hot-pair--skeleton" />
        ))}
      </div>
    );
  }
  if (pairs.length === 0) return null;
  return (
    <section aria-label={t('markets.hotPairs')}>
      <ul className="hot-pairs" data-testid="hot-pairs">
        {pairs.map((market) => (
          <li key={market.symbol}>
            <Link to={marketPath(market.symbol)} className="hot-pair" data-testid={`hot-pair-${market.symbol}`}>
              <span className="hot-pair__symbol">
                {market.display_symbol}
                {!market.trading && <ClosedMark />}
              </span>
              <span className={`hot-pair__price price-${changeDirection(market.change_24h)}`} data-testid="price" data-value={market.price}>
                <PriceText market={market} />
              </span>
              <ChangeText change={market.change_24h} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
