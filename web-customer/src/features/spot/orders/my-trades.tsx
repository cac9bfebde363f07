import { useTranslation } from 'react-i18next';
import { Fact } from '../../../shared/ui/fact';
import { SideText } from '../side-text';
import { useMySpotTradesQuery } from '../spot.api';
import type { MyTrade } from '../spot.types';
import { usePairFormat } from '../use-pair-format';
import { OrderListPane } from './order-list-pane';
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
  const trades = useMySpotTradesQuery({ symbol });
  const words = { failed: t('spot.myTrades.failed'), empty: t('spot.myTrades.empty'), emptyHint: t('spot.myTrades.emptyHint') };
  return <OrderListPane query={trades} words={words} testId="my-trades" item={(trade) => <TradeItem key={trade.id} trade={trade} pairOf={pairOf} />} />;
};
