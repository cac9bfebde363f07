import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { ButtonLink } from '../../shared/ui/button-link';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { MenuLink, MenuRow } from '../../shared/ui/menu-link';
import { LeadPage } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { isOpen, useC2cOrdersQuery, useC2cRatesQuery, type C2cOrder } from './c2c.api';
import { C2cStatusBadge } from './c2c-status-badge';

const OrderRow = ({ order }: { order: C2cOrder }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li>
      <MenuRow to={`/c2c_order?id=${order.id}`} value={<C2cStatusBadge status={order.status} />} testId="c2c-order-row">
        <span className="stack">
          <span className="num">{t('c2c.buyAmount', { amount: format.exact(order.amount, 2) })}</span>
          <span className="muted">{format.dateTime(order.placedAt)}</span>
        </span>
      </MenuRow>
    </li>
  );
};

// /c2c_index: quick buy's home: the rates finance publishes, the open order, the customer's orders.
export const C2cIndexPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const rates = useC2cRatesQuery();
  const orders = useC2cOrdersQuery();
  const open = orders.data?.items.find(isOpen);

  const body = () => {
    if (rates.isLoading || orders.isLoading) return <Skeleton lines={6} />;
    if (rates.isError || orders.isError || !rates.data || !orders.data)
      return <LoadFailed title={t('c2c.loadFailed')} onRetry={() => Promise.all([rates.refetch(), orders.refetch()])} />;
    return (
      <>
        {!orders.data.verified && (
          <EmptyState tone="warning" title={t('c2c.verifyFirst')} body={t('c2c.verifyWhy')} action={<ButtonLink to="/authentication">{t('c2c.verifyNow')}</ButtonLink>} testId="c2c-verify-first" />
        )}
        {open && (
          <section className="card stack" data-testid="c2c-open-order">
            <h2 className="card__title">{t('c2c.openOrder')}</h2>
            <p>{t('c2c.buyAmount', { amount: format.exact(open.amount, 2) })}</p>
            <C2cStatusBadge status={open.status} />
            <ButtonLink to={`/c2c_order?id=${open.id}`} block>
              {t('c2c.continueOrder')}
            </ButtonLink>
          </section>
        )}
        <section className="card stack" aria-labelledby="c2c-rates-title">
          <h2 className="card__title" id="c2c-rates-title">
            {t('c2c.ratesTitle')}
          </h2>
          {rates.data.length === 0 ? (
            <p className="muted" data-testid="c2c-no-rates">
              {t('c2c.noRates')}
            </p>
          ) : (
            <ul className="menu">
              {rates.data.map((rate) => (
                <MenuLink
                  key={rate.fiat}
                  to={`/c2c_create?fiat=${rate.fiat}`}
                  label={t(`c2c.fiat.${rate.fiat}`, { defaultValue: rate.fiat })}
                  value={t('c2c.ratePerUsdt', { rate: format.exact(rate.rate, 2), fiat: rate.fiat })}
                  numeric
                  testId={`c2c-rate-${rate.fiat}`}
                />
              ))}
            </ul>
          )}
          {!open && orders.data.verified && rates.data.length > 0 && (
            <ButtonLink to="/c2c_create" block data-testid="c2c-buy">
              {t('c2c.buyUsdt')}
            </ButtonLink>
          )}
          <p className="muted">{t('c2c.zeroFee')}</p>
        </section>
        <section className="card stack" aria-labelledby="c2c-orders-title">
          <h2 className="card__title" id="c2c-orders-title">
            {t('c2c.myOrders')}
          </h2>
          {orders.data.items.length === 0 ? (
            <p className="muted">{t('c2c.noOrders')}</p>
          ) : (
            <ul className="menu">
              {orders.data.items.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
          )}
        </section>
      </>
    );
  };

  return (
    <LeadPage title={t('c2c.title')} lead={t('c2c.lead')} aside={{ to: '/c2c_rule', label: t('c2c.rulesLink'), testId: 'c2c-rules-link' }}>
      {body()}
    </LeadPage>
  );
};
