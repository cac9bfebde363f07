import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChangeText } from './change-text';
import { ClosedMark } from './closed-mark';
import { FavouriteToggle } from './favourite-toggle';
import { marketPath } from './market-link';
import type { Market } from './markets.types';
import { useInstrumentName } from './instrument-name';
import { PriceText } from './price-text';
import { TableHead } from '../../shared/ui/table-head';

// A row opens the market's detail; the whole row is the link's target (its ::after covers it), and the
// star sits above it. Memoised: a ticker that leaves a market unchanged keeps its object, so the row
// does not render again.
const MarketRow = memo(({ market }: { market: Market }) => {
  const nameOf = useInstrumentName();
  return (
    <tr className="market-row" data-testid={`market-row-${market.symbol}`}>
      <td className="market-row__star">
        <FavouriteToggle market={market} />
      </td>
      <th scope="row" className="market-row__name">
        <Link to={marketPath(market.symbol)} className="market-row__link">
          {market.display_symbol}
        </Link>
        <span className="market-row__sub">
          {!market.trading && <ClosedMark />}
          <span className="market-row__full-name">{nameOf(market)}</span>
        </span>
      </th>
      <td className="num market-row__price" data-testid="price" data-value={market.price}>
        <PriceText market={market} />
      </td>
      <td className="num market-row__change">
        <ChangeText change={market.change_24h} pill />
      </td>
    </tr>
  );
});
MarketRow.displayName = 'MarketRow';

export const MarketTable = ({ markets, empty }: { markets: readonly Market[]; empty: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <table className="market-table">
      <TableHead
        scoped
        columns={[
          { label: <span className="visually-hidden">{t('markets.favourites')}</span>, className: 'market-table__star' },
          t('markets.name'),
          { label: t('markets.lastPrice'), className: 'num market-table__price' },
          { label: t('markets.change'), className: 'num market-table__change' },
        ]}
      />
      <tbody>
        {markets.length === 0 ? (
          <tr>
            <td colSpan={4} className="empty-state" data-testid="market-empty">
              {empty}
            </td>
          </tr>
        ) : (
          markets.map((market) => <MarketRow key={market.symbol} market={market} />)
        )}
      </tbody>
    </table>
  );
};
