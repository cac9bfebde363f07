import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useConfirmedSubmission } from '../../shared/form/use-confirmed-submission';
import { useTradingAccountQuery } from '../../shared/api/trading-account.api';
import { compareDecimal, isDecimal } from '../../shared/decimal/decimal';
import { useFormat } from '../../shared/format/use-format';
import { SubmitButton } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DecimalField } from '../../shared/ui/decimal-field';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { SummaryList } from '../../shared/ui/summary-list';
import { usePurchaseEarnMutation, useEarnProductsQuery } from './earn.api';
import { expectedYield } from './earn-figures';
import { EarnTerms, useProductTitle } from './earn-terms';
import { useCheckedValue } from '../../shared/form/use-checked-value';
import { checkProductAmount } from '../../shared/validation/amount-rules';

// /profit_buy?product=custody-7d: an amount from the funding wallet, what it would earn, the rules, a confirmation.
export const EarnBuyPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const title = useProductTitle();
  const [search] = useSearchParams();
  const { data: products, isLoading, isError, refetch } = useEarnProductsQuery();
  const wallet = useTradingAccountQuery('bba');
  const { value: amount, error, setError, edit: editAmount } = useCheckedValue();
  const { confirmation, send } = useConfirmedSubmission();
  const [purchase, { isLoading: buying }] = usePurchaseEarnMutation();
  const product = products?.find((entry) => entry.productId === search.get('product')) ?? products?.[0];

  if (isLoading)
    return (
      <Page title={t('earn.buyTitle')} narrow>
        <Skeleton lines={6} />
      </Page>
    );
  if (isError || !product)
    return (
      <Page title={t('earn.buyTitle')} narrow>
        <LoadFailed title={t('earn.loadFailed')} onRetry={refetch} />
      </Page>
    );

  const available = wallet.data?.available;
  const review = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkProductAmount(amount, { min: product.minAmount, max: product.maxAmount, available });
    setError(problem);
    if (!problem) confirmation.ask();
  };
  const buy = async () => {
    const body = { productId: product.productId, amount };
    const result = await send(JSON.stringify(body), (key) => purchase({ key, body }));
    if ('data' in result && result.data) navigate(`${product.kind === 'vip' ? '/vip_wdtg' : '/profit_wdtg'}?order=${result.data.id}`);
  };
  const projected = amount && isDecimal(amount) && compareDecimal(amount, '0') > 0 ? expectedYield(product, amount) : null;

  return (
    <Page title={t('earn.buyTitle')} narrow>
      <div className="stack">
        <section className="card stack">
          <h2 className="card__title">{title(product)}</h2>
          <EarnTerms terms={product} />
        </section>
        <form className="form" onSubmit={review} noValidate data-testid="earn-buy-form">
          <DecimalField
            name="amount"
            label={t('earn.amount', { min: format.amount(product.minAmount, 0), max: format.amount(product.maxAmount, 0) })}
            value={amount}
            scale={6}
            onValueChange={editAmount}
            error={error}
            hint={available !== undefined ? t('earn.available', { amount: format.amount(available) }) : undefined}
            data-testid="earn-amount"
          />
          {projected && (
            <p className="muted" data-testid="earn-projection">
              {t('earn.projection', { low: format.exact(projected.low, 2), high: format.exact(projected.high, 2), count: product.cycleDays })}
            </p>
          )}
          {available !== undefined && compareDecimal(available, product.minAmount) < 0 && (
            <p className="notice notice--warning">
              {t('earn.fundFirst')} <Link to="/authenticationrj">{t('earn.deposit')}</Link>
            </p>
          )}
          {!product.payoutsFunded && (
            <p className="notice notice--info" data-testid="earn-closed-unfunded">
              {t('earn.closedUnfunded')}
            </p>
          )}
          <SubmitButton disabled={!product.payoutsFunded}>{t('earn.buy')}</SubmitButton>
        </form>
      </div>
      <ConfirmDialog step={confirmation} title={t('earn.confirmTitle')} confirmLabel={t('earn.confirmBuy')} busy={buying} onConfirm={buy}>
        <SummaryList
          items={[
            { label: t('earn.principal'), value: `${format.amount(amount)} USDT`, emphasis: true },
            { label: t('earn.cycle'), value: t('earn.days', { count: product.cycleDays }) },
            ...(projected
              ? [{ label: t('earn.expected'), value: `${format.amount(projected.low)} – ${format.amount(projected.high)} USDT` }]
              : []),
          ]}
        />
        <p className="muted">{t('earn.confirmRules')}</p>
      </ConfirmDialog>
    </Page>
  );
};
