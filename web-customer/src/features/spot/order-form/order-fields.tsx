import { useTranslation } from 'react-i18next';
import { decimalPlaces, normalizeAmountInput } from '../../../shared/decimal/decimal';
import { TextField } from '../../../shared/ui/text-field';
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

const DECIMAL_INPUT = { inputMode: 'decimal', autoComplete: 'off', spellCheck: false } as const;

// The price of a limit order (a market order takes the book's best prices), and the size: a quantity of
// the base coin, or for a market buy the amount of the quote coin to spend. Typing keeps each to the
// decimals its tick, lot or coin allows.
export const OrderFields = ({ market, side, type, values, errors, onChange }: OrderFieldsProps) => {
  const { t } = useTranslation();
  const unit = (coin: string) => <span className="field__unit">{coin}</span>;
  return (
    <>
      {type === 'limit' ? (
        <TextField
          {...DECIMAL_INPUT}
          name="price"
          label={t('spot.price')}
          value={values.price}
          onChange={(event) => onChange('price', normalizeAmountInput(event.target.value, decimalPlaces(market.tickSize)))}
          error={errors.price}
          hint={t('spot.tickHint', { tick: market.tickSize })}
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
        <TextField
          {...DECIMAL_INPUT}
          name="quantity"
          label={t('spot.quantity')}
          value={values.quantity}
          onChange={(event) => onChange('quantity', normalizeAmountInput(event.target.value, decimalPlaces(market.lotStep)))}
          error={errors.quantity}
          hint={t('spot.lotHint', { step: market.lotStep, min: market.minQuantity })}
          trailing={unit(market.base)}
          data-testid="order-quantity"
        />
      ) : (
        <TextField
          {...DECIMAL_INPUT}
          name="quoteAmount"
          label={t('spot.quoteAmount')}
          value={values.quoteAmount}
          onChange={(event) => onChange('quoteAmount', normalizeAmountInput(event.target.value, market.decimals))}
          error={errors.quoteAmount}
          hint={t('spot.quoteAmountHint', { coin: market.quote })}
          trailing={unit(market.quote)}
          data-testid="order-quote-amount"
        />
      )}
    </>
  );
};
