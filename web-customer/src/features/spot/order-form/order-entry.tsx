import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../shared/ui/skeleton';
import type { SpotMarket } from '../spot.types';
import { LoginToTrade } from './login-to-trade';
import type { PickedPrice } from './order-form';

// A visitor is asked to log in and never downloads the form (its fields, rules and confirmation).
const OrderForm = lazy(async () => ({ default: (await import('./order-form')).OrderForm }));

interface OrderEntryProps {
  market: SpotMarket;
  loggedIn: boolean;
  picked: PickedPrice | null;
}

export const OrderEntry = ({ market, loggedIn, picked }: OrderEntryProps) => {
  const { t } = useTranslation();
  return (
    <section className="card spot-entry" aria-labelledby="spot-entry-title">
      <h2 id="spot-entry-title" className="visually-hidden">
        {t('spot.placeOrder')}
      </h2>
      {/* A new pair starts a new form: nothing typed for one pair is sent for another. */}
      {loggedIn ? (
        <Suspense fallback={<Skeleton lines={6} />}>
          <OrderForm key={market.symbol} market={market} picked={picked} />
        </Suspense>
      ) : (
        <LoginToTrade />
      )}
    </section>
  );
};
