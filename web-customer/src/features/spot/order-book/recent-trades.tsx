import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../shared/ui/skeleton';
import { PaneEmpty, PaneFailed } from '../pane-state';
import { usePublicTradesQuery } from '../spot.api';
import type { SpotMarket } from '../spot.types';
import { usePairFormat } from '../use-pair-format';
import { TableHead } from '../../../shared/ui/table-head';

// The pair's latest trades, newest first, each marked with the taker's side in words and an arrow.
export const RecentTrades = ({ market }: { market: SpotMarket }) => {
  const { t } = useTranslation();
  const format = usePairFormat(market);
  const { data, isLoading, isError, refetch } = usePublicTradesQuery(market.symbol);

  if (isLoading) return <Skeleton lines={8} />;
  if (!data) return isError ? <PaneFailed title={t('spot.trades.failed')} onRetry={refetch} testId="trades-error" /> : null;
  if (data.length === 0) return <PaneEmpty title={t('spot.trades.empty')} body={t('spot.trades.emptyHint')} testId="trades-empty" />;

  return (
    <table className="trade-tape" data-testid="recent-trades">
      <caption className="visually-hidden">{t('spot.trades.title')}</caption>
      <TableHead scoped columns={[t('spot.priceIn', { coin: market.quote }), { label: t('spot.quantityIn', { coin: market.base }), className: 'num' }, { label: t('spot.trades.time'), className: 'num' }]} />
      <tbody>
        {data.map((trade) => (
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
  );
};
