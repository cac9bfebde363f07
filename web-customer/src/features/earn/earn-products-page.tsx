import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { useEarnCoverQuery, useReservesQuery } from './earn.api';
import { EarnProductList } from './earn-product-list';
import { daysOfCover } from './earn-figures';

const PAYOUT_ACCOUNT = 'platform:earn-payouts:USDT';

// The account every yield is paid from, its balance and how many days of every live order's yields it holds.
const PayoutCover = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: cover } = useEarnCoverQuery(undefined, { pollingInterval: 60_000 });
  const { data: reserves } = useReservesQuery(undefined, { pollingInterval: 60_000 });
  const payout = reserves?.find((reserve) => reserve.account === PAYOUT_ACCOUNT);
  if (!cover || !payout) return <Skeleton lines={2} />;
  const days = daysOfCover(payout.balance, cover.dailyYieldsAtMost);
  return (
    <section className="card stack" data-testid="earn-cover">
      <h2 className="card__title">{t('earn.coverTitle')}</h2>
      <p className="earn-products__rate" data-testid="earn-cover-days">
        {days === null ? t('earn.coverNothingDue') : t('earn.coverDays', { count: days })}
      </p>
      <p className="muted">
        {t('earn.coverExplained', {
          account: PAYOUT_ACCOUNT,
          balance: format.amount(payout.balance),
          daily: format.amount(cover.dailyYieldsAtMost),
          orders: cover.ordersInCustody,
        })}
      </p>
    </section>
  );
};

// /profit_index: the custody products, every rule shown before anyone commits, and the cover of the account that pays them.
export const EarnProductsPage = () => {
  const { t } = useTranslation();

  return (
    <Page title={t('earn.title')}>
      <div className="stack">
        <p className="page__lead">{t('earn.lead')}</p>
        <Link className="form__aside-link" to="/profit_wdtg" data-testid="earn-my-orders">
          {t('earn.myOrders')}
        </Link>
        <PayoutCover />
        <EarnProductList kind="custody" />
      </div>
    </Page>
  );
};
