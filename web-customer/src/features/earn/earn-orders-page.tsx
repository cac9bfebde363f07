import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSubmissionKeys } from '../../shared/api/submission-key';
import { useFormat } from '../../shared/format/use-format';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { Skeleton } from '../../shared/ui/skeleton';
import { Page } from '../../shared/ui/page';
import { SummaryList } from '../../shared/ui/summary-list';
import { useEarnOrderQuery, useEarnOrdersQuery, useRedeemEarnMutation, type EarnKind, type EarnOrder } from './earn.api';
import { EarnStatusBadge, EarnTerms, termsOfOrder, useProductTitle } from './earn-terms';
import { ButtonLink } from '../../shared/ui/button-link';
import { TableHead } from '../../shared/ui/table-head';

const WAITING: readonly EarnOrder['status'][] = ['funding', 'redeeming'];

// One order: profit so far, days left, its daily yields and, while in custody, early redemption.
const OrderDetail = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const keys = useSubmissionKeys();
  const title = useProductTitle();
  const [asking, setAsking] = useState(false);
  // A purchase is answered within seconds, a redemption by finance: look again while either waits.
  const [waiting, setWaiting] = useState(true);
  const { data: order, isLoading } = useEarnOrderQuery(id, { pollingInterval: waiting ? 2000 : 0 });
  const [redeem, { isLoading: redeeming }] = useRedeemEarnMutation();
  useEffect(() => setWaiting(!order || WAITING.includes(order.status)), [order]);
  if (isLoading || !order) return <Skeleton lines={5} />;

  const confirm = async () => {
    await keys.send(id, (key) => redeem({ key, id }));
    setAsking(false);
  };

  return (
    <section className="card stack" aria-labelledby="earn-order-title" data-testid="earn-order-detail">
      <div className="earn-order__head">
        <h2 id="earn-order-title" className="card__title">
          {title(order)}
        </h2>
        <EarnStatusBadge status={order.status} />
      </div>
      {order.reason && (
        <p className="notice notice--warning" role="status" data-testid="earn-reason">
          {order.status === 'failed' ? t(order.reason) : t('earn.rejectedBecause', { reason: order.reason })}
        </p>
      )}
      <SummaryList
        items={[
          { label: t('earn.principal'), value: `${format.amount(order.amount)} USDT` },
          { label: t('earn.earned'), value: `${format.amount(order.earned)} USDT`, emphasis: true, testId: 'earn-earned' },
          {
            label: t('earn.progress'),
            value: t('earn.progressValue', { paid: order.paidDays, count: order.cycleDays, left: order.daysRemaining }),
          },
          ...(order.valueDate ? [{ label: t('earn.valueDate'), value: format.dateTime(order.valueDate) }] : []),
          ...(order.maturesAt ? [{ label: t('earn.maturesAt'), value: format.dateTime(order.maturesAt) }] : []),
          ...(order.penalty && order.status !== 'redemption_rejected'
            ? [{ label: t('earn.penalty'), value: `${format.amount(order.penalty)} USDT` }]
            : []),
        ]}
      />
      <EarnTerms terms={termsOfOrder(order)} />
      {order.yields.length > 0 && (
        <div className="table-scroll">
          <table className="kyc-limits" data-testid="earn-yields">
            <TableHead columns={[t('earn.day'), t('earn.rate'), t('earn.paid')]} />
            <tbody>
              {order.yields.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.day}</th>
                  <td>{format.percentSign(format.percent(row.rate))}</td>
                  <td>{format.amount(row.amount)} USDT</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {order.redemptionQuote && (
        <Button variant="secondary" block onClick={() => setAsking(true)} data-testid="earn-redeem">
          {t('earn.redeem')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('earn.redeemTitle')}
        confirmLabel={t('earn.redeemConfirm')}
        danger
        busy={redeeming}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {order.redemptionQuote && (
          <SummaryList
            items={[
              { label: t('earn.penalty'), value: `${format.amount(order.redemptionQuote.penalty)} USDT`, testId: 'earn-quote-penalty' },
              { label: t('earn.receive'), value: `${format.amount(order.redemptionQuote.receive)} USDT`, emphasis: true },
            ]}
          />
        )}
        <p className="muted">{t('earn.redeemRules')}</p>
      </ConfirmDialog>
    </section>
  );
};

const HOMES: Record<EarnKind, { products: string; title: string }> = {
  custody: { products: '/profit_index', title: 'earn.ordersTitle' },
  vip: { products: '/vip_index', title: 'earn.vipOrdersTitle' },
};

// /profit_wdtg (custody) and /vip_wdtg (VIP): the customer's orders of that set, newest first, and the one chosen.
export const EarnOrdersPage = ({ kind = 'custody' }: { kind?: EarnKind }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const title = useProductTitle();
  const [search, setSearch] = useSearchParams();
  const [waiting, setWaiting] = useState(false);
  const { data: all, isLoading, isError, refetch } = useEarnOrdersQuery(undefined, { pollingInterval: waiting ? 2000 : 0 });
  const orders = all?.filter((order) => order.kind === kind);
  useEffect(() => setWaiting(!!orders?.some((order) => WAITING.includes(order.status))), [orders]);
  const chosen = search.get('order');

  const list = (shown: EarnOrder[]) => (
    <ul className="session-list card" data-testid="earn-orders">
      {shown.map((order) => (
        <li key={order.id} className="session-list__item">
          <button
            type="button"
            className="earn-order__row"
            onClick={() => setSearch({ order: order.id })}
            aria-current={order.id === chosen ? 'true' : undefined}
            data-testid="earn-order"
          >
            <span>
              <span className="session-list__device">{title(order)}</span>
              <span className="muted"> · {format.amount(order.amount)} USDT</span>
            </span>
            <span className="muted">{t('earn.earnedShort', { amount: format.amount(order.earned) })}</span>
          </button>
          <EarnStatusBadge status={order.status} />
        </li>
      ))}
    </ul>
  );

  return (
    <Page title={t(HOMES[kind].title)}>
      <div className="stack">
        {chosen && <OrderDetail id={chosen} />}
        <Loaded
          query={{ data: orders, isLoading, isError, refetch }}
          skeleton={{ lines: 4 }}
          failed={t('earn.loadFailed')}
          empty={<EmptyState title={t('earn.noOrders')} action={<ButtonLink to={HOMES[kind].products}>{t('earn.browse')}</ButtonLink>} />}
        >
          {list}
        </Loaded>
      </div>
    </Page>
  );
};
