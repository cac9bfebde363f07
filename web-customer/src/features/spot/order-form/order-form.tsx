import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure, useSubmissionKeys } from '../../../shared/api/submission-key';
import { isZeroDecimal } from '../../../shared/decimal/decimal';
import { focusFirstInvalid, useFormFields } from '../../../shared/form/use-form-fields';
import { toastShown } from '../../../shared/notify/notify.slice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { SubmitButton } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Tabs } from '../../../shared/ui/tabs';
import { tabItems } from '../../../shared/ui/tab-items';
import { typedAmount } from '../../../shared/validation/amount-rules';
import { usePlaceSpotOcoMutation, usePlaceSpotOrderMutation } from '../spot.api';
import type { OrderDraft, OrderType, Side, SpotMarket, TimeInForce } from '../spot.types';
import { TransferInDialog } from '../transfer-in/transfer-in-dialog';
import { OrderConfirmBody } from './order-confirm-body';
import { estimateOrder, type OrderEstimate } from './order-estimate';
import { OrderFields } from './order-fields';
import { checkOrder, orderRequest } from './order-rules';
import { OrderSummary } from './order-summary';
import { PercentButtons } from './percent-buttons';
import { usePlacementNotice } from './placement-notice';
import { amountForPercent, sizeFieldOf, type Percent } from './percent-of-balance';
import { TransferOffer } from './transfer-offer';
import { usePairBalances } from './use-pair-balances';
import { useReferencePrice } from './use-reference-price';

// A price picked in the book; `id` changes with every pick, so picking the same price again counts.
export interface PickedPrice {
  symbol: string;
  price: string;
  id: number;
}

interface Review {
  order: OrderDraft;
  estimate: OrderEstimate | null;
}

const ocoBody = ({ type: _oco, ...pair }: Extract<OrderDraft, { type: 'oco' }>) => pair;

export const OrderForm = ({ market, picked }: { market: SpotMarket; picked: PickedPrice | null }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useRef<HTMLFormElement>(null);
  const keys = useSubmissionKeys();
  const [side, setSide] = useState<Side>('buy');
  const [type, setType] = useState<OrderType>('limit');
  const [timeInForce, setTimeInForce] = useState<TimeInForce>('gtc');
  const { values, setValue, errors, setErrors, passes } = useFormFields({
    price: '',
    quantity: '',
    quoteAmount: '',
    stopPrice: '',
    stopLimitPrice: '',
  });
  const [review, setReview] = useState<Review | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [placeOrder, { isLoading: placingOrder }] = usePlaceSpotOrderMutation();
  const [placeOco, { isLoading: placingOco }] = usePlaceSpotOcoMutation();
  const placing = placingOrder || placingOco;
  // The coin being transferred in from the funding account, while its dialog is open.
  const [transferCoin, setTransferCoin] = useState<string | null>(null);
  const balances = usePairBalances(market);
  const reference = useReferencePrice(market.symbol, side);
  const placementNotice = usePlacementNotice(market);
  const priceTouched = useRef(false);

  // The price starts at the last trade, until the customer types or picks one.
  useEffect(() => {
    if (priceTouched.current || !reference.last) return;
    priceTouched.current = true;
    setValue('price', reference.last);
  }, [reference.last, setValue]);

  useEffect(() => {
    if (!picked || picked.symbol !== market.symbol) return;
    priceTouched.current = true;
    setType((current) => (current === 'market' || current === 'stop_market' ? 'limit' : current));
    setValue('price', picked.price);
  }, [picked, market.symbol, setValue]);

  const sizeField = sizeFieldOf(side, type);
  const payingCoin = side === 'buy' ? market.quote : market.base;
  const available = side === 'buy' ? balances.quote : balances.base;
  const fields = {
    price: typedAmount(values.price),
    quantity: typedAmount(values.quantity),
    quoteAmount: typedAmount(values.quoteAmount),
    stopPrice: typedAmount(values.stopPrice),
  };
  const estimate = estimateOrder({ side, type, ...fields, market, referencePrice: reference.price });
  const short = errors[sizeField] === 'validation.insufficientBalance';

  const edit = (name: keyof typeof values, value: string) => {
    if (name === 'price') priceTouched.current = true;
    setFailure(null);
    setValue(name, value);
  };

  // A size typed for buying is not one to sell with: switching sides empties it.
  const chooseSide = (next: Side) => {
    setSide(next);
    setValue('quantity', '');
    setValue('quoteAmount', '');
    setErrors({});
    setFailure(null);
  };

  const chooseType = (next: OrderType) => {
    setType(next);
    setErrors({});
    setFailure(null);
  };

  const fillPercent = (percent: Percent) => {
    if (available === null) return;
    const amount = amountForPercent({ side, type, percent, available, price: fields.price, market });
    if (amount === null) {
      setErrors({ price: 'validation.priceEmpty' });
      focusFirstInvalid(form.current);
      return;
    }
    edit(sizeField, amount);
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const failures = checkOrder(side, type, values, market, balances, reference.bounds);
    if (!passes(failures, form.current)) return;
    setReview({ order: orderRequest(market.symbol, side, type, values, timeInForce), estimate });
  };

  // "Insufficient balance" is stale once money came in; the balances refresh by themselves.
  const transferred = () => {
    setTransferCoin(null);
    setFailure(null);
    setErrors((current) => (current[sizeField] === 'validation.insufficientBalance' ? { ...current, [sizeField]: undefined } : current));
  };

  const submit = async () => {
    if (!review) return;
    const { order } = review;
    const result = await keys.send(JSON.stringify(order), async (key) =>
      order.type === 'oco' ? await placeOco({ key, body: ocoBody(order) }) : await placeOrder({ key, body: order }),
    );
    if (result.data) {
      setReview(null);
      setValue(sizeField, '');
      dispatch(toastShown('orders' in result.data ? t('spot.ocoPlaced') : placementNotice(result.data), 'success'));
      return;
    }
    const { message, retry } = describeFailure(result.error, t('spot.connectionLost'));
    setFailure(retry ? t('spot.safeToRetry', { message }) : message);
    if (!retry) setReview(null);
  };

  return (
    <>
      <form
        ref={form}
        className="form order-form"
        data-side={side}
        onSubmit={check}
        noValidate
        aria-label={t('spot.placeOrder')}
        data-testid="order-form"
      >
        <div className="order-form__sides">
          <Tabs
            label={t('spot.sideLabel')}
            value={side}
            onChange={chooseSide}
            items={tabItems('side', { buy: t('spot.side.buy'), sell: t('spot.side.sell') })}
          />
        </div>
        <div className="order-form__types">
          <Tabs
            label={t('spot.typeLabel')}
            value={type}
            onChange={chooseType}
            items={tabItems('type', {
              limit: t('spot.type.limit'),
              market: t('spot.type.market'),
              stop_limit: t('spot.type.stop_limit'),
              stop_market: t('spot.type.stop_market'),
              oco: t('spot.type.oco'),
            })}
          />
        </div>
        <OrderFields
          market={market}
          side={side}
          type={type}
          values={values}
          errors={errors}
          onChange={edit}
          timeInForce={timeInForce}
          onTimeInForce={setTimeInForce}
        />
        <PercentButtons onPick={fillPercent} disabled={available === null} />
        <OrderSummary market={market} payingCoin={payingCoin} available={available} estimate={estimate} />
        {available !== null && (isZeroDecimal(available) || short) && (
          <TransferOffer coin={payingCoin} empty={isZeroDecimal(available)} onTransfer={() => setTransferCoin(payingCoin)} />
        )}
        {failure && !review && (
          <p className="notice notice--warning" role="alert" data-testid="form-refusal">
            {failure}
          </p>
        )}
        <SubmitButton className={`order-form__submit order-form__submit--${side}`} data-testid="order-submit">
          {t(side === 'buy' ? 'spot.buyCoin' : 'spot.sellCoin', { coin: market.base })}
        </SubmitButton>
        <ConfirmDialog
          open={review !== null}
          title={t(side === 'buy' ? 'spot.confirmBuyTitle' : 'spot.confirmSellTitle', { coin: market.base })}
          confirmLabel={t('spot.confirmSubmit')}
          busy={placing}
          onConfirm={submit}
          onCancel={() => setReview(null)}
        >
          {review && <OrderConfirmBody market={market} order={review.order} estimate={review.estimate} />}
          {failure && review && (
            <p className="notice notice--warning" role="alert">
              {failure}
            </p>
          )}
        </ConfirmDialog>
      </form>
      {/* Outside the order form: the dialog has a form of its own. */}
      <TransferInDialog coin={transferCoin} onClose={() => setTransferCoin(null)} onTransferred={transferred} />
    </>
  );
};
