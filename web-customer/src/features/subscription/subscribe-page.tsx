import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { addDecimal, subtractDecimal } from '../../shared/decimal/arithmetic';
import { useConfirmedSubmission } from '../../shared/form/use-confirmed-submission';
import { useTradingAccountQuery } from '../../shared/api/trading-account.api';
import { compareDecimal, decimalPlaces, isDecimal } from '../../shared/decimal/decimal';
import { useFormat } from '../../shared/format/use-format';
import { SubmitButton } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DecimalField } from '../../shared/ui/decimal-field';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';
import { SummaryList } from '../../shared/ui/summary-list';
import { CoinSummary } from './coin-terms';
import { useCoinOfferingsQuery, useMySubscriptionsQuery, useSubscribeMutation, type CoinOffering } from './subscription.api';
import { subscriptionCost } from './subscription-figures';
import { ButtonLink } from '../../shared/ui/button-link';

const LIVE: readonly string[] = ['funding', 'under_review', 'passed', 'released'];

const quantityProblem = (quantity: string, coin: CoinOffering, left: string, available: string | undefined): string | undefined => {
  if (!quantity || !isDecimal(quantity) || compareDecimal(quantity, '0') <= 0 || decimalPlaces(quantity) > coin.scale)
    return 'subscription.errors.quantity';
  if (compareDecimal(quantity, left) > 0) return 'subscription.errors.overMax';
  if (available !== undefined && compareDecimal(subscriptionCost(quantity, coin.issuePrice, coin.feeRate).total, available) > 0)
    return 'subscription.errors.insufficientUsdt';
  return undefined;
};

// /subscriptionBuy?coin=NOVA: the coin's terms, a quantity with its cost and fee, a confirmation; the USDT is frozen until the allotment.
export const SubscribePage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const offerings = useCoinOfferingsQuery();
  const { data: mine } = useMySubscriptionsQuery();
  const wallet = useTradingAccountQuery('bba');
  const [subscribe, { isLoading: subscribing }] = useSubscribeMutation();
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string>();
  const { confirmation, send } = useConfirmedSubmission();

  const body = (coins: CoinOffering[]) => {
    const coin =
      coins.find((candidate) => candidate.symbol === search.get('coin')) ?? coins.find((candidate) => candidate.phase === 'open');
    if (!coin)
      return (
        <EmptyState
          title={t('subscription.noneOpen')}
          action={<ButtonLink to="/subscription">{t('subscription.seeCoins')}</ButtonLink>}
        />
      );
    const asked = (mine ?? [])
      .filter((row) => row.symbol === coin.symbol && LIVE.includes(row.status))
      .reduce((sum, row) => addDecimal(sum, row.quantity), '0');
    const left = compareDecimal(coin.maxPerCustomer, asked) > 0 ? subtractDecimal(coin.maxPerCustomer, asked) : '0';
    const available = wallet.data?.available;
    const open = coin.phase === 'open' || coin.phase === 'sold_out';
    const price =
      quantity && isDecimal(quantity) && compareDecimal(quantity, '0') > 0
        ? subscriptionCost(quantity, coin.issuePrice, coin.feeRate)
        : null;

    const review = (event: FormEvent) => {
      event.preventDefault();
      const problem = quantityProblem(quantity, coin, left, available);
      setError(problem);
      if (!problem) confirmation.ask();
    };
    const confirm = async () => {
      const request = { coinId: coin.symbol, quantity };
      const result = await send(JSON.stringify(request), (key) => subscribe({ key, body: request }));
      if ('data' in result && result.data) navigate(`/subscriptionRecord?id=${result.data.id}`);
    };

    return (
      <>
        <section className="card stack" data-testid="subscription-coin">
          <CoinSummary coin={coin} />
        </section>
        {open ? (
          <form className="card form" onSubmit={review} noValidate data-testid="subscription-form">
            <DecimalField
              name="quantity"
              label={t('subscription.quantity', { symbol: coin.symbol, left: format.amount(left, coin.scale) })}
              value={quantity}
              scale={coin.scale}
              onValueChange={(next) => {
                setQuantity(next);
                setError(undefined);
              }}
              error={error}
              hint={available !== undefined ? t('subscription.available', { amount: format.amount(available) }) : undefined}
              data-testid="subscription-quantity"
            />
            {price && (
              <p className="muted" data-testid="subscription-preview">
                {t('subscription.preview', {
                  cost: format.amount(price.cost),
                  fee: format.amount(price.fee),
                  total: format.amount(price.total),
                })}
              </p>
            )}
            {error === 'subscription.errors.insufficientUsdt' && (
              <p className="notice notice--warning">
                <Link to="/authenticationrj">{t('earn.deposit')}</Link>
              </p>
            )}
            <SubmitButton data-testid="subscription-submit">{t('subscription.subscribe')}</SubmitButton>
          </form>
        ) : (
          <p className="notice notice--info">{t(`subscription.closedNote.${coin.phase === 'upcoming' ? 'upcoming' : 'closed'}`)}</p>
        )}
        <ConfirmDialog step={confirmation} title={t('subscription.confirmTitle')} confirmLabel={t('subscription.confirm')} busy={subscribing} onConfirm={confirm}>
          {price && (
            <SummaryList
              items={[
                { label: t('subscription.quantityShort'), value: `${format.amount(quantity, coin.scale)} ${coin.symbol}` },
                { label: t('subscription.cost'), value: `${format.amount(price.cost)} USDT` },
                { label: t('subscription.fee'), value: `${format.amount(price.fee)} USDT` },
                { label: t('subscription.frozen'), value: `${format.amount(price.total)} USDT`, emphasis: true },
              ]}
            />
          )}
          <p className="muted">{t('subscription.rule')}</p>
        </ConfirmDialog>
      </>
    );
  };

  return (
    <Page title={t('subscription.buyTitle')} narrow>
      <div className="stack">
        <Loaded query={offerings} skeleton={{ lines: 8 }} failed={t('subscription.loadFailed')}>
          {body}
        </Loaded>
      </div>
    </Page>
  );
};
