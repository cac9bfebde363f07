import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../shared/ui/tabs';
import { tabItems } from '../../../shared/ui/tab-items';
import type { SpotMarket } from '../spot.types';
import { OrderBook } from './order-book';
import { RecentTrades } from './recent-trades';

type Pane = 'book' | 'trades';

interface MarketActivityProps {
  market: SpotMarket;
  onPickPrice: (price: string) => void;
}

// The book and the tape. A phone shows one at a time under tabs; a wider screen shows both, one above
// the other (CSS only, so neither refetches when the window is resized).
export const MarketActivity = ({ market, onPickPrice }: MarketActivityProps) => {
  const { t } = useTranslation();
  const [pane, setPane] = useState<Pane>('book');
  const shown = (name: Pane) => `spot-activity__pane${pane === name ? '' : ' spot-activity__pane--away'}`;
  return (
    <section className="card spot-activity" aria-label={t('spot.activity')}>
      <div className="spot-activity__tabs">
        <Tabs
          label={t('spot.activity')}
          value={pane}
          onChange={setPane}
          items={tabItems('pane', { book: t('spot.book.title'), trades: t('spot.trades.title') })}
        />
      </div>
      <div className={shown('book')}>
        <h2 className="spot-activity__title">{t('spot.book.title')}</h2>
        <OrderBook market={market} onPickPrice={onPickPrice} />
      </div>
      <div className={shown('trades')}>
        <h2 className="spot-activity__title">{t('spot.trades.title')}</h2>
        <RecentTrades market={market} />
      </div>
    </section>
  );
};
