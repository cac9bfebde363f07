import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { useEarnProductsQuery } from './earn.api';
import { EarnTerms } from './earn-terms';

// /profit_index: the custody products, every rule shown before anyone commits.
export const EarnProductsPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: products, isLoading, isError, refetch } = useEarnProductsQuery();

  const body = () => {
    if (isLoading) return <Skeleton lines={6} />;
    if (isError || !products) return <LoadFailed title={t('earn.loadFailed')} onRetry={refetch} />;
    if (products.length === 0) return <EmptyState title={t('earn.noProducts')} />;
    return (
      <ul className="earn-products">
        {products.map((product) => (
          <li key={product.productId} className="card stack" data-testid={`earn-product-${product.productId}`}>
            <h2 className="card__title">{t('earn.productName', { count: product.cycleDays })}</h2>
            <p className="earn-products__rate">{t('earn.todayRate', { rate: format.percentSign(format.percent(product.todayRate)) })}</p>
            <EarnTerms
              terms={product}
              extra={[
                { label: t('earn.limits'), value: `${format.amount(product.minAmount, 0)} – ${format.amount(product.maxAmount, 0)} USDT` },
              ]}
            />
            <Link className="button button--primary button--block" to={`/profit_buy?product=${product.productId}`} data-testid="earn-buy">
              {t('earn.buy')}
            </Link>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Page title={t('earn.title')}>
      <div className="stack">
        <p className="page__lead">{t('earn.lead')}</p>
        <Link className="form__aside-link" to="/profit_wdtg" data-testid="earn-my-orders">
          {t('earn.myOrders')}
        </Link>
        {body()}
      </div>
    </Page>
  );
};
