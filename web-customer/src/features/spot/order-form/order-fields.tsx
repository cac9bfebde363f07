import { useTranslation } from 'react-i18next';
import { decimalPlaces } from '../../../shared/decimal/decimal';
import { useFormat } from '../../../shared/format/use-format';
import { DecimalField } from '../../../shared/ui/decimal-field';
import type { OrderType, Side, SpotMarket } from '../spot.types';
import type { OrderFailures, OrderFields as Fields } from './order-rules';
import { sizeFieldOf } from './percent-of-balance';

interface OrderFieldsProps {
  market: SpotMarket;
  side: Side;
  type: OrderType;
  values: Fields;
  errors: OrderFailures;
  onChange: (name: keyof Fields, value: string) => void;
}

// The price of a limit order (a market order takes the book's best prices), and the size: a quantity of
// the base coin, or for a market buy the amount of the quote coin to spend. Typing keeps each to the
// decimals its tick, lot or coin allows.
export const OrderFields = ({ market, side, type, values, errors, onChange }: OrderFieldsProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const unit = (coin: string) => <span className="field__unit">{coin}</span>;
  return (
    <>
      {type === 'limit' ? (
        <DecimalField
          name="price"
          label={t('spot.price')}
          value={values.price}
          scale={decimalPlaces(market.tickSize)}
          onValueChange={(value) => onChange('price', value)}
          error={errors.price}
          hint={t('spot.tickHint', { tick: format.amount(market.tickSize) })}
          trailing={unit(market.quote)}
          data-testid="order-price"
        />
      ) : (
        <div className="field">
          <span className="field__label">{t('spot.price')}</span>
          <p className="field__row order-form__market-price" data-testid="order-market-price">
            {t('spot.bestPrice')}
          </p>
        </div>
      )}
      {sizeFieldOf(side, type) === 'quantity' ? (
        <DecimalField
          name="quantity"
          label={t('spot.quantity')}
          value={values.quantity}
          scale={decimalPlaces(market.lotStep)}
          onValueChange={(value) => onChange('quantity', value)}
          error={errors.quantity}
          hint={t('spot.lotHint', { step: format.amount(market.lotStep), min: format.amount(market.minQuantity) })}
          trailing={unit(market.base)}
          data-testid="order-quantity"
        />
      ) : (
        <DecimalField
          name="quoteAmount"
          label={t('spot.quoteAmount')}
          value={values.quoteAmount}
          scale={market.decimals}
          onValueChange={(value) => onChange('quoteAmount', value)}
          error={errors.quoteAmount}
          hint={t('spot.quoteAmountHint', { coin: market.quote })}
          trailing={unit(market.quote)}
          data-testid="order-quote-amount"
        />
      )}
    </>
  );
};
