import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../shared/ui/skeleton';
import { PaneEmpty, PaneFailed } from '../pane-state';
import { useDepthQuery, usePublicTradesQuery } from '../spot.api';
import type { SpotMarket } from '../spot.types';
import { usePairFormat } from '../use-pair-format';
import { bookView, type BookRow } from './book-rows';

const ROWS = 10;

interface OrderBookProps {
  market: SpotMarket;
  // A price the customer picked from the book, for the order form.
  onPickPrice: (price: string) => void;
}

const Level = ({ row, side, market, onPickPrice }: { row: BookRow; side: 'ask' | 'bid' } & OrderBookProps) => {
  const { t } = useTranslation();
  const format = usePairFormat(market);
  const price = format.price(row.price);
  return (
    <li>
      <button
        type="button"
        className={`book-row book-row--${side}`}
        style={{ '--depth': `${row.depth}%` } as CSSProperties}
        onClick={() => onPickPrice(row.price)}
        aria-label={t(side === 'ask' ? 'spot.book.pickAsk' : 'spot.book.pickBid', { price, quantity: format.quantity(row.quantity) })}
        data-testid={`book-${side}`}
        data-price={row.price}
      >
        <span className="book-row__price">{price}</span>
        <span className="book-row__quantity">{format.quantity(row.quantity)}</span>
        <span className="book-row__total">{format.quantity(row.total)}</span>
      </button>
    </li>
  );
};

// Asks above, best next to the middle; bids below, best first. A level's bar shows the depth up to it;
// clicking a level puts its price into the order form.
export const OrderBook = ({ market, onPickPrice }: OrderBookProps) => {
  const { t } = useTranslation();
  const format = usePairFormat(market);
  const { data, isLoading, isError, refetch } = useDepthQuery(market.symbol);
  const { last } = usePublicTradesQuery(market.symbol, { selectFromResult: ({ data: trades }) => ({ last: trades?.[0] }) });
  const view = useMemo(() => (data ? bookView(data, ROWS) : null), [data]);

  if (isLoading) return <Skeleton lines={8} />;
  if (!view) return isError ? <PaneFailed title={t('spot.book.failed')} onRetry={refetch} testId="book-error" /> : null;
  if (view.asks.length === 0 && view.bids.length === 0)
    return <PaneEmpty title={t('spot.book.empty')} body={t('spot.book.emptyHint')} testId="book-empty" />;

  return (
    <div className="order-book" data-testid="order-book">
      <div className="book-head" aria-hidden="true">
        <span>{t('spot.priceIn', { coin: market.quote })}</span>
        <span>{t('spot.quantityIn', { coin: market.base })}</span>
        <span className="book-row__total">{t('spot.book.total')}</span>
      </div>
      <ol className="order-book__side order-book__side--asks" aria-label={t('spot.book.asks')}>
        {[...view.asks].reverse().map((row) => (
          <Level key={row.price} row={row} side="ask" market={market} onPickPrice={onPickPrice} />
        ))}
      </ol>
      <div className="order-book__middle">
        {last ? (
          <button
            type="button"
            className={`order-book__last side-text--${last.side}`}
            onClick={() => onPickPrice(last.price)}
            aria-label={t('spot.book.pickLast', { price: format.price(last.price) })}
            data-testid="book-last"
          >
            <span aria-hidden="true">{last.side === 'buy' ? '▲' : '▼'}</span> {format.price(last.price)}
          </button>
        ) : (
          <span />
        )}
        {view.spread && (
          <span className="order-book__spread" data-testid="book-spread">
            {t('spot.book.spread', { spread: format.price(view.spread) })}
          </span>
        )}
      </div>
      <ol className="order-book__side order-book__side--bids" aria-label={t('spot.book.bids')}>
        {view.bids.map((row) => (
          <Level key={row.price} row={row} side="bid" market={market} onPickPrice={onPickPrice} />
        ))}
      </ol>
    </div>
  );
};
