import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { Tabs } from '../../../shared/ui/tabs';
import { useSpotOrdersQuery } from '../spot.api';
import type { SpotMarket } from '../spot.types';
import { MyTrades } from './my-trades';
import { OpenOrders } from './open-orders';
import { OrderHistory } from './order-history';
import { pairLookup } from './pair-scales';

type Panel = 'open' | 'history' | 'trades';

// Under the trading screen: working orders, finished ones and fills, of this pair or of every pair.
export const MyOrders = ({ market, markets }: { market: SpotMarket; markets: readonly SpotMarket[] }) => {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>('open');
  const [everyPair, setEveryPair] = useState(false);
  const symbol = everyPair ? undefined : market.symbol;
  const pairOf = useMemo(() => pairLookup(markets), [markets]);
  // The count on the tab reads the same cache entry the open list uses.
  const { count } = useSpotOrdersQuery({ status: 'open', symbol }, { selectFromResult: ({ data }) => ({ count: data?.length }) });

  return (
    <section className="card spot-orders" aria-labelledby="spot-orders-title" data-testid="my-orders">
      <div className="spot-orders__head">
        <h2 id="spot-orders-title" className="card__title">
          {t('spot.orders.title')}
        </h2>
        <CheckboxField name="everyPair" checked={everyPair} onChange={setEveryPair}>
          {t('spot.orders.everyPair')}
        </CheckboxField>
      </div>
      <Tabs
        scroll
        label={t('spot.orders.title')}
        value={panel}
        onChange={setPanel}
        controls="spot-orders-panel"
        items={[
          {
            value: 'open',
            label: count ? t('spot.orders.openCount', { number: count }) : t('spot.orders.open'),
            testId: 'orders-tab-open',
          },
          { value: 'history', label: t('spot.orders.history'), testId: 'orders-tab-history' },
          { value: 'trades', label: t('spot.myTrades.title'), testId: 'orders-tab-trades' },
        ]}
      />
      <div id="spot-orders-panel" role="tabpanel" className="spot-orders__panel">
        {panel === 'open' && <OpenOrders symbol={symbol} pairOf={pairOf} />}
        {panel === 'history' && <OrderHistory symbol={symbol} pairOf={pairOf} />}
        {panel === 'trades' && <MyTrades symbol={symbol} pairOf={pairOf} />}
      </div>
    </section>
  );
};
