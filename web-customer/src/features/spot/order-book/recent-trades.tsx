import { useTranslation } from 'react-i18next';
import { PaneList } from '../pane-state';
import { usePublicTradesQuery } from '../spot.api';
import type { SpotMarket } from '../spot.types';
import { usePairFormat } from '../use-pair-format';
import { TableHead } from '../../../shared/ui/table-head';

// The pair's latest trades, newest first, each marked with the taker's side in words and an arrow.
export const RecentTrades = ({ market }: { market: SpotMarket }) => {
  const { t } = useTranslation();
  const format = usePairFormat(market);
  const trades = usePublicTradesQuery(market.symbol);
  const words = { failed: t('spot.trades.failed'), empty: t('spot.trades.empty'), emptyHint: t('spot.trades.emptyHint') };

  return (
    <PaneList query={trades} skeletonLines={8} words={words} testId="trades">
      {(rows) => (
        <table className="trade-tape" data-testid="recent-trades">
          <caption className="visually-hidden">{t('spot.trades.title')}</caption>
          <TableHead scoped columns={[t('spot.priceIn', { coin: market.quote }), { label: t('spot.quantityIn', { coin: market.base }), className: 'num' }, { label: t('spot.trades.time'), className: 'num' }]} />
          <tbody>
            {rows.map((trade) => (
              <tr key={trade.id} data-testid="public-trade" data-side={trade.side}>
                <td className={`side-text--${trade.side}`}>
                  <span className="visually-hidden">{t(`spot.side.${trade.side}`)} </span>
                  <span aria-hidden="true">{trade.side === 'buy' ? '▲' : '▼'}</span> {format.price(trade.price)}
                </td>
                <td className="num">{format.quantity(trade.quantity)}</td>
                <td className="num muted">
                  <time dateTime={trade.at}>{format.time(trade.at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PaneList>
  );
};
