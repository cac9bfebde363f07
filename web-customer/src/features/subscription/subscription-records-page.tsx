import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';
import { SummaryList } from '../../shared/ui/summary-list';
import { useMySubscriptionsQuery, type CoinSubscription } from './subscription.api';
import { ButtonLink } from '../../shared/ui/button-link';

const TONES: Record<CoinSubscription['status'], string> = {
  funding: 'pending',
  under_review: 'pending',
  passed: 'success',
  not_passed: 'danger',
  issuance_failed: 'danger',
  released: 'neutral',
};

// A reason is a message key of the platform's (subscription.insufficientUsdt) or staff's own words.
const useReason = () => {
  const { t } = useTranslation();
  return (reason: string) =>
    reason.startsWith('subscription.') ? t(`subscription.reasons.${reason.slice('subscription.'.length)}`) : reason;
};

const SubscriptionCard = ({ row, highlighted }: { row: CoinSubscription; highlighted: boolean }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const reason = useReason();
  const usdt = (value: string) => `${format.amount(value)} USDT`;
  const settled = row.status === 'passed' || row.status === 'released' || row.status === 'not_passed' || row.status === 'issuance_failed';
  return (
    <section className={`card stack${highlighted ? ' card--highlight' : ''}`} data-testid="subscription-record" data-status={row.status}>
      <div className="subscription-coin__head">
        <h2 className="card__title">
          {row.name} <span className="muted">{row.symbol}</span>
        </h2>
        <span className={`badge badge--${TONES[row.status]}`} data-testid="subscription-status">
          {t(`subscription.status.${row.status}`)}
        </span>
      </div>
      <SummaryList
        items={[
          { label: t('subscription.quantityShort'), value: `${format.amount(row.quantity)} ${row.symbol}` },
          { label: t('subscription.issuePrice'), value: usdt(row.price) },
          { label: t('subscription.cost'), value: usdt(row.cost) },
          { label: t('subscription.fee'), value: usdt(row.fee) },
          { label: t('subscription.frozen'), value: usdt(row.held) },
          ...(row.allotted !== null
            ? [
                {
                  label: t('subscription.allotted'),
                  value: `${format.amount(row.allotted)} ${row.symbol}`,
                  emphasis: true,
                  testId: 'subscription-allotted',
                },
              ]
            : []),
          ...(settled && row.paid !== null ? [{ label: t('subscription.paid'), value: usdt(row.paid) }] : []),
          ...(settled && row.refund !== null
            ? [{ label: t('subscription.refunded'), value: usdt(row.refund), testId: 'subscription-refund' }]
            : []),
          ...(row.status === 'passed' ? [{ label: t('subscription.releaseAt'), value: format.dateTime(row.releaseAt) }] : []),
          { label: t('subscription.placedAt'), value: format.dateTime(row.placedAt) },
        ]}
      />
      {row.reason && (
        <p
          className={`notice notice--${row.status === 'not_passed' && row.reason === 'subscription.notAllotted' ? 'info' : 'warning'}`}
          data-testid="subscription-reason"
        >
          {reason(row.reason)}
        </p>
      )}
      {row.status === 'released' && (
        <ButtonLink variant="secondary" block to="/table1">
          {t('subscription.seeWallet')}
        </ButtonLink>
      )}
    </section>
  );
};

// /subscriptionRecord: the customer's subscriptions, newest first, with what was frozen, allotted, paid and refunded.
export const SubscriptionRecordsPage = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const subscriptions = useMySubscriptionsQuery(undefined, { pollingInterval: 5000 });

  return (
    <Page title={t('subscription.recordTitle')}>
      <div className="stack">
        <Loaded
          query={subscriptions}
          skeleton={{ lines: 6 }}
          failed={t('subscription.loadFailed')}
          empty={
            <EmptyState
              title={t('subscription.noSubscriptions')}
              action={<ButtonLink to="/subscription">{t('subscription.seeCoins')}</ButtonLink>}
            />
          }
        >
          {(rows) => rows.map((row) => <SubscriptionCard key={row.id} row={row} highlighted={row.id === search.get('id')} />)}
        </Loaded>
      </div>
    </Page>
  );
};
