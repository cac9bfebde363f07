import { useTranslation } from 'react-i18next';
import type { SpotMarket } from '../spot.types';
import { LoginToTrade } from './login-to-trade';
import { OrderForm, type PickedPrice } from './order-form';

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
      {loggedIn ? <OrderForm key={market.symbol} market={market} picked={picked} /> : <LoginToTrade />}
    </section>
  );
};
