import { useTranslation } from 'react-i18next';
import { Fact } from '../../../shared/ui/fact';
import { Skeleton } from '../../../shared/ui/skeleton';
import { PaneEmpty, PaneFailed } from '../pane-state';
import { SideText } from '../side-text';
import { useMySpotTradesQuery } from '../spot.api';
import type { MyTrade } from '../spot.types';
import { usePairFormat } from '../use-pair-format';
import type { PairLookup } from './pair-scales';

const TradeItem = ({ trade, pairOf }: { trade: MyTrade; pairOf: PairLookup }) => {
  const { t } = useTranslation();
  const pair = pairOf(trade.symbol);
  const format = usePairFormat(pair);
  return (
    <li className="order-item" data-testid="my-trade">
      <div className="order-item__head">
        <SideText side={trade.side} />
        <span className="order-item__pair">{pair.displaySymbol}</span>
        <span className="badge badge--neutral">{t(`spot.role.${trade.role}`)}</span>
        <time className="order-item__time muted" dateTime={trade.at}>
          {format.dateTime(trade.at)}
        </time>
      </div>
      <dl className="order-item__facts">
        <Fact label={t('spot.price')}>{format.price(trade.price)}</Fact>
        <Fact label={t('spot.quantity')}>
          {format.quantity(trade.quantity)} {pair.base}
        </Fact>
        <Fact label={t('spot.total')}>
          {format.quote(trade.quoteAmount)} {pair.quote}
        </Fact>
        <Fact label={t('spot.fee')}>
          {format.exact(trade.fee)} {trade.feeCoin}
        </Fact>
      </dl>
    </li>
  );
};

// The customer's own fills, newest first, with the fee each one paid.
export const MyTrades = ({ symbol, pairOf }: { symbol: string | undefined; pairOf: PairLookup }) => {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useMySpotTradesQuery({ symbol });
  if (isLoading) return <Skeleton lines={4} />;
  if (!data) return isError ? <PaneFailed title={t('spot.myTrades.failed')} onRetry={refetch} testId="my-trades-error" /> : null;
  if (data.length === 0) return <PaneEmpty title={t('spot.myTrades.empty')} body={t('spot.myTrades.emptyHint')} testId="my-trades-empty" />;
  return (
    <ul className="order-list" data-testid="my-trades">
      {data.map((trade) => (
        <TradeItem key={trade.id} trade={trade} pairOf={pairOf} />
      ))}
    </ul>
  );
};
