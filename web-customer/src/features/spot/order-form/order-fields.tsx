import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { DecimalField } from '../../../shared/ui/decimal-field';
import { SelectField } from '../../../shared/ui/select-field';
import { TIMES_IN_FORCE, type OrderType, type Side, type SpotMarket, type TimeInForce } from '../spot.types';
import type { OrderFailures, OrderFields as Fields } from './order-rules';
import { sizeFieldOf } from './percent-of-balance';

interface OrderFieldsProps {
  market: SpotMarket;
  side: Side;
  type: OrderType;
  values: Fields;
  errors: OrderFailures;
  onChange: (name: keyof Fields, value: string) => void;
  timeInForce: TimeInForce;
  onTimeInForce: (value: TimeInForce) => void;
}

// Typing is never cut short: a price or quantity finer than the market's tick or step stays as typed
// and is refused with the step it must follow, rather than silently becoming another number
// (0.00005 BTC on a 0.0001 step must not turn into 0.0000).
const TYPED_PLACES = 18;

// The fields each type needs, in the order a customer thinks of them: what triggers a stop, the price it
// trades at (a market order takes the book's best prices), then the size: a quantity of the base coin, or
// for a market buy the amount of the quote coin to spend.
export const OrderFields = ({ market, side, type, values, errors, onChange, timeInForce, onTimeInForce }: OrderFieldsProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const unit = (coin: string) => <span className="field__unit">{coin}</span>;
  const priceField = (name: 'price' | 'stopPrice' | 'stopLimitPrice', label: string, hint: string, testId: string) => (
    <DecimalField
      name={name}
      label={label}
      value={values[name]}
      scale={TYPED_PLACES}
      onValueChange={(value) => onChange(name, value)}
      error={errors[name]}
      errorValues={{ tick: format.amount(market.tickSize) }}
      hint={hint}
      trailing={unit(market.quote)}
      data-testid={testId}
    />
  );
  const tick = t('spot.tickHint', { tick: format.amount(market.tickSize) });
  const stopHint = t(side === 'buy' ? 'spot.stopHintBuy' : 'spot.stopHintSell');
  return (
    <>
      {(type === 'stop_limit' || type === 'stop_market') && priceField('stopPrice', t('spot.stopPrice'), stopHint, 'order-stop-price')}
      {type === 'limit' || type === 'stop_limit' ? (
        priceField('price', t(type === 'limit' ? 'spot.price' : 'spot.limitPrice'), tick, 'order-price')
      ) : type === 'oco' ? (
        <>
          {priceField('price', t('spot.ocoLimitPrice'), t(side === 'buy' ? 'spot.ocoLimitHintBuy' : 'spot.ocoLimitHintSell'), 'order-price')}
          {priceField('stopPrice', t('spot.stopPrice'), stopHint, 'order-stop-price')}
          {priceField('stopLimitPrice', t('spot.stopLimitPrice'), t('spot.stopLimitHint'), 'order-stop-limit-price')}
        </>
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
          scale={TYPED_PLACES}
          onValueChange={(value) => onChange('quantity', value)}
          error={errors.quantity}
          errorValues={{ step: format.amount(market.lotStep), min: format.amount(market.minQuantity) }}
          hint={t('spot.lotHint', { step: format.amount(market.lotStep), min: format.amount(market.minQuantity) })}
          trailing={unit(market.base)}
          data-testid="order-quantity"
        />
      ) : (
        <DecimalField
          name="quoteAmount"
          label={t('spot.quoteAmount')}
          value={values.quoteAmount}
          scale={TYPED_PLACES}
          onValueChange={(value) => onChange('quoteAmount', value)}
          error={errors.quoteAmount}
          hint={t('spot.quoteAmountHint', { coin: market.quote })}
          trailing={unit(market.quote)}
          data-testid="order-quote-amount"
        />
      )}
      {type === 'limit' && (
        <SelectField
          name="timeInForce"
          label={t('spot.timeInForce')}
          value={timeInForce}
          onChange={(event) => onTimeInForce(event.target.value as TimeInForce)}
          hint={t(`spot.tifHint.${timeInForce}`)}
          data-testid="order-time-in-force"
        >
          {TIMES_IN_FORCE.map((value) => (
            <option key={value} value={value}>
              {t(`spot.tif.${value}`)}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
};
