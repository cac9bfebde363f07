import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../shared/api/api-error';
import { useFormat } from '../../shared/format/use-format';
import { EmptyState } from '../../shared/ui/empty-state';
import { ButtonLink } from '../../shared/ui/button-link';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';
import { SummaryList } from '../../shared/ui/summary-list';
import type { C2cOrder } from './c2c.api';
import { useOrderFromLink } from './use-order-from-link';

/** The order's figures as frozen at placement: what arrives, the rate, what the customer transfers, the zero fee. */
export const C2cOrderFigures = ({ order }: { order: C2cOrder }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <SummaryList
      items={[
        { label: t('c2c.youReceive'), value: `${format.exact(order.amount, 2)} USDT`, emphasis: true, testId: 'c2c-order-amount' },
        { label: t('c2c.rate'), value: t('c2c.ratePerUsdt', { rate: format.exact(order.rate, 2), fiat: order.fiat }) },
        { label: t('c2c.youPay'), value: `${format.amount(order.fiatAmount)} ${order.fiat}`, testId: 'c2c-order-fiat' },
        { label: t('c2c.fee'), value: t('c2c.noFee') },
        { label: t('c2c.paymentLabel'), value: t(`c2c.payment.${order.payment}`) },
        { label: t('c2c.placedAt'), value: format.dateTime(order.placedAt) },
      ]}
    />
  );
};

/**
 * A screen of one order (`?id=`): its loading, missing and failed states, then `render` with the order.
 * The order is asked again every few seconds while it is open.
 */
export const C2cOrderScreen = ({ title, render }: { title: string; render: (order: C2cOrder) => ReactNode }) => {
  const { t } = useTranslation();
  const { id, data: order, isLoading, isError, error, refetch } = useOrderFromLink();
  // No id, one that is not an order's, or another customer's: the same "not found".
  return (
    <Page title={title} narrow>
      <Loaded
        query={{ data: order, isLoading, isError, refetch }}
        skeleton={{ lines: 8 }}
        failed={t('c2c.loadFailed')}
        missing={
          (!id || (isError && isNotFound(error))) && (
            <EmptyState
              title={t('c2c.orderNotFound')}
              action={<ButtonLink to="/c2c_index">{t('c2c.title')}</ButtonLink>}
              testId="c2c-order-missing"
            />
          )
        }
      >
        {render}
      </Loaded>
    </Page>
  );
};
